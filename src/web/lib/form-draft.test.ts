import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './form-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    items,
  };
}

interface Values {
  first_name: string;
  positions_played: string[];
  skill_level?: number;
  password: string;
  photo: File | null;
}
const empty: Values = { first_name: '', positions_played: [], password: '', photo: null };
const FIELDS = ['first_name', 'positions_played', 'skill_level'] as const;

describe('form drafts', () => {
  it('keeps only the named fields: never the password or the photo', () => {
    const storage = memoryStorage();
    const key = draftKey('sign-up');
    const photo = new File(['x'], 'me.jpg');
    writeDraft(key, { first_name: 'Ana', positions_played: ['Midfield'], skill_level: 6, password: 'secret-123', photo }, FIELDS, storage);
    expect(storage.items.get(key)).not.toContain('secret-123');
    expect(readDraft(key, empty, FIELDS, storage)).toEqual({ first_name: 'Ana', positions_played: ['Midfield'], skill_level: 6 });
  });

  it('keys a draft by form and owner, so two forms or two people never share one', () => {
    expect(draftKey('registration', 'user-1')).not.toBe(draftKey('registration', 'user-2'));
    expect(draftKey('registration', 'user-1')).not.toBe(draftKey('waitlist'));
  });

  it('ignores a draft it cannot read, or values of the wrong kind', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readDraft('k', empty, FIELDS, storage)).toEqual({});
    storage.setItem('k', JSON.stringify({ first_name: ['x'], positions_played: 'Midfield', skill_level: 7 }));
    expect(readDraft('k', empty, FIELDS, storage)).toEqual({ skill_level: 7 });
    expect(readDraft('missing', empty, FIELDS, storage)).toEqual({});
    expect(readDraft('k', empty, FIELDS, null)).toEqual({});
  });

  it('is cleared one by one, or all at once at sign-out', () => {
    const storage = memoryStorage();
    writeDraft(draftKey('waitlist'), { first_name: 'A', positions_played: [], password: '', photo: null }, FIELDS, storage);
    writeDraft(draftKey('registration', 'u'), { first_name: 'B', positions_played: [], password: '', photo: null }, FIELDS, storage);
    storage.setItem('theme', 'dark');
    clearDraft(draftKey('waitlist'), storage);
    expect(readDraft(draftKey('waitlist'), empty, FIELDS, storage)).toEqual({});
    clearAllDrafts(storage);
    expect([...storage.items.keys()]).toEqual(['theme']);
  });
});
