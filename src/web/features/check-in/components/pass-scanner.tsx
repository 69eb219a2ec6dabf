import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { qrReader } from '../scanner';

const SCAN_EVERY_MS = 250;
/** The same pass held in front of the camera is read once, not four times a second. */
const SAME_CODE_PAUSE_MS = 4_000;

/** The camera, reading pass QR codes while it is on; each new code goes to `onScan` with the moment it was seen. */
export function PassScanner({ onScan }: { onScan: (code: string, seenAt: Date) => void }) {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    (async () => {
      try {
        const [reader, media] = await Promise.all([qrReader(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            for (const code of await reader.detect(video.current)) {
              const now = Date.now();
              if (code === last.code && now - last.at < SAME_CODE_PAUSE_MS) continue;
              last.code = code;
              last.at = now;
              latest.current(code, new Date(now));
            }
          } catch (error) {
            // A frame the reader could not take (the video not ready yet): the next one.
            console.debug('pass scanner: frame not read', error);
          }
          timer = window.setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        setProblem('The camera could not be opened. Allow the camera for this site, or check players in from the list.');
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  return (
    <Stack gap="xs">
      <Button variant={on ? 'default' : 'filled'} onClick={() => setOn((v) => !v)} size="md">
        {on ? 'Stop scanning' : 'Scan a pass'}
      </Button>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {on ? (
        <>
          <video ref={video} muted playsInline aria-label="Camera: hold a player's pass in view" style={{ width: '100%', maxWidth: 420, borderRadius: 8 }} />
          <Text size="sm" c="dimmed">
            Hold the player's pass QR code in view.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
