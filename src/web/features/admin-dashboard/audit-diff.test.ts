import { describe, expect, it } from 'vitest';
import { auditDiff, displayValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed between two records', () => {
    const diff = auditDiff(
      { waitlist_enabled: false, league_name: 'Riverside', players_per_side: 11 },
      { waitlist_enabled: true, league_name: 'Riverside', players_per_side: 7 },
    );
    expect(diff.unchanged).toBe(1);
    expect(diff.rows).toEqual([
      { key: 'waitlist_enabled', label: 'Waitlist enabled', before: 'No', after: 'Yes', changed: true },
      { key: 'players_per_side', label: 'Players per side', before: '11', after: '7', changed: true },
    ]);
  });

  it('shows every field of a record made or removed on its one side', () => {
    expect(auditDiff(null, { name: 'Fall 2026', status: 'upcoming' }).rows).toEqual([
      { key: 'name', label: 'Name', before: null, after: 'Fall 2026', changed: true },
      { key: 'status', label: 'Status', before: null, after: 'upcoming', changed: true },
    ]);
    expect(auditDiff({ id: 'x' }, null).rows).toEqual([{ key: 'id', label: 'Id', before: 'x', after: null, changed: true }]);
  });

  it('marks fields added or dropped', () => {
    expect(auditDiff({ a: 1 }, { b: 2 }).rows).toEqual([
      { key: 'a', label: 'A', before: '1', after: null, changed: true },
      { key: 'b', label: 'B', before: null, after: '2', changed: true },
    ]);
  });

  it('compares nested values by content and shows plain values as one row', () => {
    expect(auditDiff({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toEqual({ rows: [], unchanged: 1 });
    expect(auditDiff(3, 4).rows).toEqual([{ key: 'value', label: 'Value', before: '3', after: '4', changed: true }]);
    expect(auditDiff(null, null).rows).toEqual([]);
  });
});

describe('displayValue', () => {
  it('reads values as text', () => {
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue(['Defense', 'Midfield'])).toBe('Defense, Midfield');
    expect(displayValue([])).toBe('(none)');
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});
