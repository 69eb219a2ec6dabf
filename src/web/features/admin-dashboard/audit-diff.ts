import { fieldLabel } from './audit-labels';

export interface DiffRow {
  key: string;
  label: string;
  /** Display text; null when the field was not there on that side. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

export interface AuditDiff {
  /** The fields that changed, or every field of a record made or removed. */
  rows: DiffRow[];
  /** Fields present on both sides with the same value (not listed). */
  unchanged: number;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one readable line: "Yes"/"No", lists joined, nested values as compact JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.length === 0 ? '(none)' : value.map(displayValue).join(', ');
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before → after as rows of fields. Two records: the fields that differ. A record made
 * (nothing before) or removed (nothing after): all of its fields on one side. Anything else
 * (plain values, lists): one "Value" row.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiff {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if ((isRecord(before) || !hasBefore) && (isRecord(after) || !hasAfter) && (hasBefore || hasAfter)) {
    const from: Json = isRecord(before) ? before : {};
    const to: Json = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const rows: DiffRow[] = [];
    let unchanged = 0;
    for (const key of keys) {
      const inFrom = hasBefore && key in from;
      const inTo = hasAfter && key in to;
      if (inFrom && inTo && same(from[key], to[key])) {
        unchanged += 1;
        continue;
      }
      rows.push({
        key,
        label: fieldLabel(key),
        before: inFrom ? displayValue(from[key]) : null,
        after: inTo ? displayValue(to[key]) : null,
        changed: true,
      });
    }
    return { rows, unchanged };
  }
  if (!hasBefore && !hasAfter) return { rows: [], unchanged: 0 };
  return {
    rows: [
      {
        key: 'value',
        label: 'Value',
        before: hasBefore ? displayValue(before) : null,
        after: hasAfter ? displayValue(after) : null,
        changed: !same(before, after),
      },
    ],
    unchanged: 0,
  };
}
