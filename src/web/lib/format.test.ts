import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../shared/document-title';
import { formatDate, formatGameDateTime } from './format';

// ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatGameDateTime', () => {
  it('shows weekday, date and time', () => {
    expect(plain(formatGameDateTime('2026-05-02T19:30:00.000Z', { locale: 'en-US', timeZone: 'UTC' }))).toBe('Sat, May 2, 7:30 PM');
  });

  it('follows the time zone it is given', () => {
    expect(plain(formatGameDateTime('2026-05-02T19:30:00.000Z', { locale: 'en-US', timeZone: 'America/New_York' }))).toBe('Sat, May 2, 3:30 PM');
  });
});

describe('formatDate', () => {
  it('shows a plain date', () => {
    expect(formatDate('2026-01-15T12:00:00.000Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Jan 15, 2026');
  });
});

describe('formatDocumentTitle', () => {
  it('puts the page before the league name', () => {
    expect(formatDocumentTitle('Sign in', 'Riverside Football Club')).toBe('Sign in · Riverside Football Club');
    expect(formatDocumentTitle(undefined, 'Riverside Football Club')).toBe('Riverside Football Club');
  });
});
