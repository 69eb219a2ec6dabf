export type CsvCell = string | number | boolean | null;

/**
 * One CSV field (RFC 4180). A text starting with = + - @ (or a tab or carriage return) would
 * run as a formula when the file is opened in a spreadsheet, so it gets a leading single
 * quote: a player named "=HYPERLINK(…)" stays text on the admin's computer.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole file: header row, CRLF line ends, and a byte order mark so that spreadsheet
 * programs read names with accents as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A CSV download named `<name>-<yyyy-MM-dd>.csv`, never cached (it holds people's data). */
export function csvDownload(c: { body: (data: string, status: 200, headers: Record<string, string>) => Response }, name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'no-store',
  });
}
