import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { players } from '../db/schema/index';
import { containsPattern, phoneDigitsMatch } from './search';

const dialect = new PgDialect();

describe('phoneDigitsMatch', () => {
  it('matches the digits of a search that looks like a phone number', () => {
    const condition = phoneDigitsMatch(players.phone, '(416) 555-01');
    expect(condition && dialect.sqlToQuery(condition).params).toEqual(['%41655501%']);
  });

  it('leaves names with digits, and too short numbers, to the text match', () => {
    expect(phoneDigitsMatch(players.phone, 'Zqmhx3k2a1ab')).toBeUndefined();
    expect(phoneDigitsMatch(players.phone, '41')).toBeUndefined();
  });
});

it('containsPattern takes % and _ literally', () => {
  expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
});
