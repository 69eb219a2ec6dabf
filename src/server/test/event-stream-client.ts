/**
 * A server-sent events viewer for the API tests, over a real HTTP connection: it parses the
 * stream as EventSource does (id, data, comments) and lets a test wait for what arrives.
 */
export interface StreamEvent {
  id: string | undefined;
  data: string;
}

export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  /** Comment lines (heartbeats) seen. */
  comments = 0;
  private waiters: (() => void)[] = [];
  private ended = false;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  /** Opens the stream; `lastEventId` is sent as a reconnecting EventSource sends it. */
  static async open(url: string, options: { lastEventId?: number | string; headers?: Record<string, string> } = {}): Promise<EventStreamClient> {
    const abort = new AbortController();
    const headers = new Headers({ accept: 'text/event-stream', ...options.headers });
    if (options.lastEventId !== undefined) headers.set('last-event-id', String(options.lastEventId));
    const response = await fetch(url, { headers, signal: abort.signal });
    const client = new EventStreamClient(response, abort);
    if (response.ok && response.body) void client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    let id: string | undefined;
    let data: string[] = [];
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (line === '') {
            if (data.length > 0) this.events.push({ id, data: data.join('\n') });
            data = [];
            id = undefined;
          } else if (line.startsWith(':')) {
            this.comments += 1;
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = value;
            if (field === 'data') data.push(value);
          }
        }
        this.wake();
      }
    } catch {
      // aborted by close()
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The events' payloads, parsed. */
  messages<T = unknown>(): { id: number; data: T }[] {
    return this.events.map((e) => ({ id: Number(e.id), data: JSON.parse(e.data) as T }));
  }

  /** Waits until the condition holds for what arrived; fails after timeoutMs. */
  async waitFor(condition: (client: EventStreamClient) => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the stream did not get there in ${timeoutMs} ms; events so far: ${this.events.map((e) => e.id).join(', ')}`);
      if (this.ended) throw new Error(`the stream ended; events so far: ${this.events.map((e) => e.id).join(', ')}`);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          done();
        });
      });
    }
  }

  /** Waits until `count` events have arrived. */
  waitForEvents(count: number, timeoutMs?: number): Promise<void> {
    return this.waitFor((client) => client.events.length >= count, timeoutMs);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  close(): void {
    this.abort.abort();
  }
}
