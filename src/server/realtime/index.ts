// The realtime channel (decision 035): publish inside a transaction; viewers subscribe over SSE.
export { publishRealtime, REALTIME_NOTIFY_CHANNEL } from './publish';
