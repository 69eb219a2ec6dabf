import { Workbox } from 'workbox-window';
import { onWorkerMessage, type RegistrationHooks } from './service-worker';

/** A network answer came after a kept one was shown: read again, at most this often. */
const REREAD_AFTER_LATE_ANSWER_MS = 30_000;

/** Registers the installable app's worker (decision 073); loaded once the page is idle (lib/service-worker.ts). */
export async function register({ onControl, onLateAnswer }: RegistrationHooks): Promise<void> {
  if (onControl) navigator.serviceWorker.addEventListener('controllerchange', onControl);
  if (onLateAnswer) {
    let last = 0;
    onWorkerMessage((message) => {
      if (message.type !== 'api-refreshed' || Date.now() - last < REREAD_AFTER_LATE_ANSWER_MS) return;
      last = Date.now();
      onLateAnswer();
    });
  }
  await new Workbox('/sw.js').register();
}
