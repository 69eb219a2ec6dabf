import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The server's one logger. `destination` is for tests that read what was logged; the server
 * writes to stdout.
 *
 * Logs never carry the values a query was run with: a failed query's error holds them (Drizzle
 * puts `params: …` in its message and in a `params` field, PostgreSQL its failing row in
 * `detail`), and they are players' phone numbers, e-mails and health notes. Every error logged,
 * under `err` or anywhere else in a line (Better Auth's `details`), is reduced to its name,
 * code, a message without values and its stack frames; a message string loses its params part.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: ['req.headers.cookie', 'password', '*.password'],
    serializers: { err: (value: unknown) => safeErrorValue(value) },
    formatters: { log: (object) => withSafeErrors(object) },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        // logger.error(error) alone: pino would take the error's message as the line's message.
        if (first instanceof Error && typeof rest[0] !== 'string') {
          return method.apply(this, [{ err: first }, safeMessage(first)]);
        }
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutParams(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The fields of an error worth logging: where it came from and what kind it is, no values. */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'status', 'statusCode', 'type'] as const;
const MAX_DEPTH = 4;

export interface SafeError {
  name: string;
  message: string;
  stack?: string;
  cause?: SafeError | unknown;
  [field: string]: unknown;
}

/**
 * Drizzle's "Failed query: <sql>\nparams: <values>" keeps the SQL, which holds placeholders only.
 * Found with a plain search and cut with trimEnd: a pattern like `\s*params:` would retry every
 * space of a long run of them (quadratic), and a caller's text can be one.
 */
function withoutParams(text: string): string {
  const at = text.search(/\bparams:/);
  return at < 0 ? text : text.slice(0, at).trimEnd();
}

/** A database message quotes the value it could not take: `invalid input syntax for type uuid: "…"`. */
function safeMessageText(text: string): string {
  return withoutParams(text).replace(/: "[^"]*"/g, ': "…"');
}

function safeMessage(error: Error): string {
  return safeMessageText(typeof error.message === 'string' ? error.message : '');
}

export function safeError(error: Error, depth = 0): SafeError {
  const name = typeof error.name === 'string' && error.name ? error.name : 'Error';
  const message = safeMessage(error);
  const safe: SafeError = { name, message };
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  // Drizzle's query error is named plain "Error": its class says more.
  if (safe.type === undefined && error.constructor.name && error.constructor.name !== name) safe.type = error.constructor.name;
  // The frames only: the stack's first lines repeat the message as it was, values and all.
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at\s/.test(line));
    safe.stack = [`${name}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) safe.cause = safeErrorValue(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_DEPTH) safe.errors = error.errors.map((item: unknown) => safeErrorValue(item, depth + 1));
  return safe;
}

function safeErrorValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return safeError(value, depth);
  if (typeof value === 'string') return withoutParams(value);
  return value;
}

/** Errors anywhere in a log line's object (a few levels down), made safe; the rest as it is. */
function withSafeErrors<T>(value: T, depth = 0): T {
  if (value instanceof Error) return safeError(value) as T;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => (typeof item === 'string' ? withoutParams(item) : withSafeErrors(item, depth + 1))) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(record)) {
    const safe = withSafeErrors(item, depth + 1);
    if (safe === item) continue;
    changed ??= { ...record };
    changed[key] = safe;
  }
  return (changed ?? value) as T;
}
