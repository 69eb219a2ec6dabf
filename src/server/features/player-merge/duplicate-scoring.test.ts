import { describe, expect, it } from 'vitest';
import { editDistance, findLikelyPairs, normaliseName, normalisePhone, type PersonForMatching, scorePair } from './duplicate-scoring';

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
};
const person = (firstName: string, lastName: string, more: Partial<PersonForMatching> = {}): PersonForMatching => ({
  id: newId(),
  firstName,
  lastName,
  email: null,
  phone: null,
  dateOfBirth: null,
  ...more,
});
const kinds = (a: PersonForMatching, b: PersonForMatching) => scorePair(a, b).reasons.map((r) => r.kind);

describe('names', () => {
  it('reads nicknames as their formal name', () => {
    expect(kinds(person('Bob', 'Smith'), person('Robert', 'Smith'))).toEqual(['nickname']);
    expect(kinds(person('Bill', 'Jones'), person('William', 'Jones'))).toEqual(['nickname']);
    expect(kinds(person('Liz', 'Ng'), person('Elizabeth', 'Ng'))).toEqual(['nickname']);
    expect(kinds(person('Mike', 'Ode'), person('Michael', 'Ode'))).toEqual(['nickname']);
    expect(scorePair(person('Bob', 'Smith'), person('Robert', 'Smith')).reasons[0]?.text).toBe('Nickname: Bob and Robert');
  });

  it('ignores accents, case and punctuation', () => {
    expect(normaliseName("O'Brien-Núñez")).toBe('obriennunez');
    const pair = scorePair(person('José', 'Núñez'), person('jose', 'NUNEZ'));
    expect(pair.reasons).toEqual([{ kind: 'same_name', text: 'Same name apart from accents, case or punctuation' }]);
    expect(pair.score).toBe(35);
    expect(kinds(person('Zoë', "D'Arcy"), person('Zoe', 'Darcy'))).toEqual(['same_name']);
  });

  it('sees typos, swapped letters included, but not other names', () => {
    expect(editDistance('smith', 'smtih')).toBe(1);
    expect(kinds(person('John', 'Smtih'), person('John', 'Smith'))).toEqual(['similar_name']);
    expect(kinds(person('Jonh', 'Smith'), person('John', 'Smith'))).toEqual(['similar_name']);
    expect(kinds(person('Christopher', 'Andersen'), person('Christofer', 'Anderson'))).toEqual(['similar_name']);
    expect(kinds(person('Mark', 'Smith'), person('Mary', 'Stone'))).toEqual([]);
    expect(kinds(person('Ann', 'Lee'), person('Ian', 'Lee'))).toEqual([]);
  });
});

describe('contacts', () => {
  it('reads one phone in its many formats', () => {
    for (const phone of ['+1 (416) 555-0142', '416.555.0142', '4165550142', '1-416-555-0142']) expect(normalisePhone(phone)).toBe('4165550142');
    const pair = scorePair(person('Bob', 'Smith', { phone: '(416) 555-0142' }), person('Robert', 'Smith', { phone: '+14165550142' }));
    expect(pair.reasons.map((r) => r.kind)).toEqual(['nickname', 'same_phone']);
    expect(pair.score).toBe(67);
  });

  it('matches e-mail whatever its case, and birth dates', () => {
    const pair = scorePair(
      person('A', 'One', { email: 'Sam@Example.com', dateOfBirth: '1990-01-02' }),
      person('B', 'Two', { email: 'sam@example.com ', dateOfBirth: '1990-01-02' }),
    );
    expect(pair.reasons.map((r) => r.kind)).toEqual(['same_email', 'same_birth_date']);
    expect(pair.score).toBe(60);
  });

  it('caps the score at 100', () => {
    const same = { email: 'x@example.com', phone: '4165550100', dateOfBirth: '1991-03-04' };
    expect(scorePair(person('Kate', 'Li', same), person('Kate', 'Li', same)).score).toBe(100);
  });
});

describe('findLikelyPairs', () => {
  it('lists likely pairs best first and leaves strangers out', () => {
    const bob = person('Bob', 'Smith', { phone: '416 555 0142' });
    const robert = person('Robert', 'Smith', { phone: '(416) 555-0142' });
    const jon = person('Jon', 'Smtih');
    const john = person('John', 'Smith', { dateOfBirth: '2000-01-01' });
    const stranger = person('Zed', 'Quark');
    const pairs = findLikelyPairs([bob, robert, jon, john, stranger]);
    expect(pairs[0]).toMatchObject({ a: bob, b: robert, score: 67 });
    expect(pairs.some((p) => [p.a, p.b].includes(stranger))).toBe(false);
    // Jon/John is a nickname and Smtih a typo: 12 + 12 = 24, below the list's minimum.
    expect(pairs.some((p) => [p.a, p.b].includes(jon) && [p.a, p.b].includes(john))).toBe(false);
  });

  it('finds a typo in the first letters of a last name through the first name', () => {
    const pairs = findLikelyPairs([person('Liz', 'Kowalski', { email: 'liz@example.com' }), person('Elizabeth', 'Kowalsky', { email: 'LIZ@example.com' })]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.reasons.map((r) => r.kind)).toEqual(['similar_name', 'same_email']);
  });
});
