import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reading a pass's QR code from the camera (decision 083): the browser's own BarcodeDetector
 * where it reads QR codes, else zxing-wasm's reader (the ponyfill's engine), whose
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
  // zxing-wasm's own reader, with the .wasm file of the same version (the barcode-detector
  // ponyfill bundles another zxing-wasm version, whose glue does not match our .wasm).
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path) },
    // Fetched now, while the page is online, so the first scan at the field does not wait for it.
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  return {
    detect: async (video) => {
      if (!video.videoWidth || !video.videoHeight) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return [];
      context.drawImage(video, 0, 0);
      const results = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ['QRCode'], tryHarder: true });
      return results.filter((r) => r.isValid).map((r) => r.text);
    },
  };
}

let reader: Promise<QrReader> | null = null;

/** The one reader of the page (made once: the WebAssembly module is compiled once). */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => (await nativeReader()) ?? zxingReader())();
  return reader;
}
