// Plain-text tables for the bench's stdout. No colours: the output is pasted into
// docs/quality.md and CI logs as it is.

/** Kilobytes (1 KB = 1000 bytes, as Vite and Lighthouse print them), one decimal. */
export const kb = (bytes) => (bytes === undefined || bytes === null ? '–' : (bytes / 1000).toFixed(1));

/** A number with a fixed count of decimals, or a dash when missing. */
export const fixed = (value, digits = 0) => (value === undefined || value === null || Number.isNaN(value) ? '–' : Number(value).toFixed(digits));

/**
 * A Markdown-style table (readable in a terminal and pasteable into Markdown).
 * Columns whose header ends with ':' are right-aligned (numbers); the colon is not printed.
 * @param {string[]} headers
 * @param {Array<Array<string | number>>} rows
 */
export function table(headers, rows) {
  const right = headers.map((h) => h.endsWith(':'));
  const titles = headers.map((h) => (h.endsWith(':') ? h.slice(0, -1) : h));
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = titles.map((t, i) => Math.max(t.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row) => `| ${row.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(titles), rule, ...cells.map(line)].join('\n');
}

/** A section title on stdout. */
export function heading(title) {
  return `\n## ${title}\n`;
}
