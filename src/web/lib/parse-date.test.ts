import { describe, expect, it } from 'vitest';
import { describeIsoDate, formatDateForTyping, parseTypedDate, toIsoDate } from './parse-date';

const TODAY = new Date(2026, 10, 25);
const iso = (text: string) => {
  const parsed = parseTypedDate(text, TODAY);
  return parsed.ok ? parsed.iso : parsed.reason;
};

describe('parseTypedDate', () => {
  it('reads the common ways of typing 25 April 1990 as 1990-04-25', () => {
    for (const typed of [
      '25/04/1990',
      '25.04.1990',
      '25-04-1990',
      '25 04 1990',
      '1990-04-25',
      '1990/04/25',
      '25 April 1990',
      '25 apr 1990',
      '25-Apr-1990',
      'April 25, 1990',
      'Apr. 25th 1990',
      '1990 April 25',
      '25041990',
      '19900425',
      ' 25/4/1990 ',
      '25/04/90',
    ]) {
      expect(iso(typed), typed).toBe('1990-04-25');
    }
  });

  it('reads an ambiguous numeric date day first, the league convention', () => {
    expect(iso('04/05/1990')).toBe('1990-05-04');
    expect(iso('01.02.2001')).toBe('2001-02-01');
  });

  it('reads a date that can only be month first as month first', () => {
    expect(iso('04/25/1990')).toBe('1990-04-25');
  });

  it('puts a two-digit year in the past', () => {
    expect(iso('25/04/05')).toBe('2005-04-25');
    expect(iso('25/04/26')).toBe('2026-04-25');
    expect(iso('25/04/27')).toBe('1927-04-25');
  });

  it('refuses days that do not exist and text it cannot read', () => {
    expect(iso('31/02/1990')).toBe('not-a-day');
    expect(iso('29/02/1990')).toBe('not-a-day');
    expect(iso('29/02/1992')).toBe('1992-02-29');
    expect(iso('13/13/1990')).toBe('not-a-day');
    expect(iso('1990-13-01')).toBe('not-a-day');
    expect(iso('25/04')).toBe('unreadable');
    expect(iso('2504-19-90')).toBe('not-a-day');
    expect(iso('25 Foo 1990')).toBe('unreadable');
    expect(iso('next tuesday')).toBe('unreadable');
    expect(iso('')).toBe('empty');
    expect(iso('   ')).toBe('empty');
  });
});

describe('toIsoDate', () => {
  it('pads and checks the calendar', () => {
    expect(toIsoDate(1990, 4, 5)).toBe('1990-04-05');
    expect(toIsoDate(1990, 4, 31)).toBeNull();
  });
});

describe('formatDateForTyping and describeIsoDate', () => {
  it('shows a stored date the league way, and in words', () => {
    expect(formatDateForTyping('1990-04-25')).toBe('25/04/1990');
    expect(formatDateForTyping('25/04')).toBe('25/04');
    expect(describeIsoDate('1990-04-05')).toBe('5 April 1990');
    // What is shown round-trips to what is stored.
    expect(iso(formatDateForTyping('1990-04-05'))).toBe('1990-04-05');
  });
});
