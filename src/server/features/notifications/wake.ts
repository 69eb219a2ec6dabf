// notify() tells the delivery job of this process that work is waiting, so a notification
// leaves within moments rather than at the next tick (the job's interval is the safety net,
// and the only path for work other processes queued).
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNotificationsQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notificationsQueued(): void {
  for (const listener of listeners) listener();
}
