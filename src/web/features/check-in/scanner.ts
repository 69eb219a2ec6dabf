import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reading a pass's QR code from the camera (decision 083): the browser's own BarcodeDetector
 * where it reads QR codes, else the `barcode-detector` ponyfill over zxing-wasm, whose
 * WebAssembly file is one of our built assets (never the CDN the library defaults to: scanning
 * must work offline at the field; the worker keeps /assets/ files once fetched).
 */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = { new (options: { formats: string[] }): NativeDetector; getSupportedFormats(): Promise<string[]> };

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
  } catch {
    return null;
  }
  const detector = new Native({ formats: ['qr_code'] });
  return { detect: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}

async function zxingReader(): Promise<QrReader> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path) },
    // Fetched now, while the page is online, so the first scan at the field does not wait for it.
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}

let reader: Promise<QrReader> | null = null;

/** The one reader of the page (made once: the WebAssembly module is compiled once). */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => (await nativeReader()) ?? zxingReader())();
  return reader;
}
