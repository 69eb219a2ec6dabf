// The realtime channel (decisions 035, 036): publish inside a transaction; each process's hub
// LISTENs and hands the messages to the viewers of their channel over SSE.
export { lastEventIdOf, realtimeEventStream } from './event-stream';
export { createRealtimeHub, HEARTBEAT_MS, type RealtimeHub, type RealtimeMessage, type RealtimeViewer } from './hub';
export { publishRealtime, REALTIME_NOTIFY_CHANNEL } from './publish';
