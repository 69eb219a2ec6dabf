import { createHash } from 'node:crypto';

/**
 * Recorded answers made fit for the document: lists cut to their first items, long texts and
 * files shortened, every address on example domains, the server's own addresses replaced by the
 * site's, and ids replaced by stable ones (the same id everywhere it was the same, and the same
 * from one run to the next while the calls are), so a regeneration changes only what changed.
 */

export interface RecordedAnswer {
  body: unknown;
  text: string;
  /** The document declares the answer as text (a file, a CSV): the example is the text. */
  textual: boolean;
  eventStream: boolean;
}
/** 'METHOD /path' → status → what was recorded. */
export type OperationExamples = Record<string, Record<string, RecordedAnswer>>;
/** 'METHOD /path' → status → the example. */
export type SanitizedExamples = Record<string, Record<string, unknown>>;

/** Items kept of every list. */
const LIST_ITEMS = 2;
/** Texts longer than this are cut (a waiver's body, the rules). */
const TEXT_MAX = 280;
/** Lines of a CSV kept after its header. */
const CSV_ROWS = 2;
const FILE_MAX = 600;
const SITE = 'https://league.example.com';
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

const EXAMPLE_DOMAINS = /(^|\.)(example\.(com|org|net)|test|example|invalid)$/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Better Auth's ids and tokens: 32 letters and digits. */
const AUTH_ID = /(?<![A-Za-z0-9_-])[A-Za-z0-9]{32}(?![A-Za-z0-9_-])/g;
const EMAIL = /([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS).map(shorten);
  if (typeof value === 'string' && value.length > TEXT_MAX) {
    const cut = value.slice(0, TEXT_MAX);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TEXT_MAX - 40))}…`;
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
}

function shortenFile(text: string): string {
  if (/^BEGIN:VCALENDAR/.test(text)) {
    const end = text.indexOf('END:VEVENT');
    return end < 0 ? text : `${text.slice(0, end + 'END:VEVENT'.length)}\r\nEND:VCALENDAR\r\n`;
  }
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(newline).filter((line) => line !== '');
  // A CSV: its header and the first rows.
  if (lines.length > 1 && lines[0]?.includes(',')) return `${lines.slice(0, 1 + CSV_ROWS).join(newline)}${newline}`;
  return text.length > FILE_MAX ? `${text.slice(0, FILE_MAX)}…` : text;
}

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
  }
  return cells;
}

/**
 * The demo's people are invented, but their private details (product.md: date of birth,
 * emergency contact) are not repeated in a public document: each one found under its field,
 * in an answer or a CSV column, is replaced wherever it appears.
 */
const PRIVATE_FIELDS = ['date_of_birth', 'emergency_contact_name'] as const;
type PrivateField = (typeof PRIVATE_FIELDS)[number];
const STAND_IN_SURNAMES = ['Whitlock', 'Ashdown', 'Fairbrook', 'Langley', 'Marsh'];

function standInFor(field: PrivateField, value: string, n: number): string {
  // A year no player of the demo league (19 to 55 years old) was born in, month and day kept.
  if (field === 'date_of_birth') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `1965${value.slice(4)}` : value;
  return `${value.split(' ')[0]} ${STAND_IN_SURNAMES[n % STAND_IN_SURNAMES.length]}`;
}

function collectPrivateValues(value: unknown, found: Map<string, PrivateField>): void {
  if (Array.isArray(value)) for (const item of value) collectPrivateValues(item, found);
  else if (typeof value === 'string' && /^[^\n]*,[^\n]*\r?\n/.test(value)) {
    const [header = '', ...rows] = value.split(/\r?\n/);
    const columns = csvCells(header);
    for (const row of rows) {
      const cells = csvCells(row);
      columns.forEach((column, i) => {
        const cell = cells[i];
        if ((PRIVATE_FIELDS as readonly string[]).includes(column) && cell) found.set(cell, column as PrivateField);
      });
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if ((PRIVATE_FIELDS as readonly string[]).includes(key) && typeof inner === 'string' && inner) found.set(inner, key as PrivateField);
      else collectPrivateValues(inner, found);
    }
  }
}

/** The events of a stream, each with its data shortened like any answer. */
function shortenStream(text: string): string {
  return text
    .split('\n\n')
    .filter((event) => event.split('\n').some((line) => line.startsWith('data:')))
    .slice(0, 1)
    .map((event) =>
      event
        .split('\n')
        .map((line) => (line.startsWith('data:') ? `data: ${JSON.stringify(shorten(JSON.parse(line.slice(5))))}` : line))
        .join('\n'),
    )
    .map((event) => `${event}\n\n`)
    .join('');
}

function stableId(kind: string, n: number, length: number, alphabet: string): string {
  const digest = createHash('sha256').update(`${kind}:${n}`).digest();
  return Array.from({ length }, (_, i) => alphabet[(digest[i % digest.length] ?? 0) % alphabet.length]).join('');
}

function stableUuid(n: number): string {
  const hex = stableId('uuid', n, 32, '0123456789abcdef').split('');
  hex[12] = '4';
  hex[16] = '89ab'[Number.parseInt(hex[16] ?? '0', 16) % 4] ?? '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function sanitizeExamples(examples: OperationExamples, options: { serverOrigins: string[]; stripeOrigin: string }): SanitizedExamples {
  const shortened: SanitizedExamples = {};
  for (const key of Object.keys(examples).sort()) {
    const byStatus = examples[key] ?? {};
    shortened[key] = Object.fromEntries(
      Object.keys(byStatus)
        .sort()
        .map((status) => {
          const answer = byStatus[status] as RecordedAnswer;
          const value = answer.eventStream ? shortenStream(answer.text) : answer.textual ? shortenFile(answer.text) : shorten(answer.body);
          return [status, value];
        }),
    );
  }

  const found = new Map<string, PrivateField>();
  collectPrivateValues(shortened, found);
  let text = JSON.stringify(shortened);
  [...found].forEach(([value, field], n) => {
    text = text.replaceAll(JSON.stringify(value).slice(1, -1), JSON.stringify(standInFor(field, value, n)).slice(1, -1));
  });
  // Phone numbers, as typed and as stored (E.164): the 555 area code, which no demo number has.
  const phones = new Map<string, string>();
  const phoneFor = (digits: string) => {
    if (!phones.has(digits)) phones.set(digits, `01${String(phones.size % 100).padStart(2, '0')}`);
    return phones.get(digits) as string;
  };
  text = text.replace(/\((\d{3})\) (\d{3})-(\d{4})/g, (_m, a: string, b: string, c: string) => `(555) 555-${phoneFor(a + b + c)}`);
  text = text.replace(/\+1(\d{10})(?!\d)/g, (_m, digits: string) => `+1555555${phoneFor(digits)}`);
  // As a person types it with spaces ("+1 807 555 0177": the demo's likely duplicate).
  text = text.replace(/\+1 (\d{3}) (\d{3}) (\d{4})(?!\d)/g, (_m, a: string, b: string, c: string) => `+1 555 555 ${phoneFor(a + b + c)}`);
  text = text.replaceAll(options.stripeOrigin, STRIPE_CHECKOUT);
  for (const origin of options.serverOrigins) text = text.replaceAll(origin, SITE);
  // What else names the server's host (a calendar's PRODID and event UIDs).
  text = text.replace(/\blocalhost\b/g, new URL(SITE).host);
  text = text.replace(EMAIL, (whole, local: string, domain: string) => {
    if (EXAMPLE_DOMAINS.test(domain)) return whole;
    // The demo's addresses (admin@demo.league, x.y@players.demo.league) keep their shape.
    return `${local}@${domain.replace(/demo\.league$/i, 'example.com').replace(/^(?!.*example\.com$).*$/, 'example.com')}`;
  });
  const uuids = new Map<string, string>();
  text = text.replace(UUID, (id) => {
    const lower = id.toLowerCase();
    if (!uuids.has(lower)) uuids.set(lower, stableUuid(uuids.size + 1));
    return uuids.get(lower) as string;
  });
  const authIds = new Map<string, string>();
  const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  text = text.replace(AUTH_ID, (id) => {
    if (!authIds.has(id)) authIds.set(id, stableId('auth', authIds.size + 1, 32, ALNUM));
    return authIds.get(id) as string;
  });
  return JSON.parse(text) as SanitizedExamples;
}
