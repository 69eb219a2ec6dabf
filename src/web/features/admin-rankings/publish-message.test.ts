import { describe, expect, it } from 'vitest';
import { publishMessage } from './publish-message';

const NAMES: Record<string, string> = { p: 'Premier', s: 'Sunday', c: 'Coed' };
const name = (id: string) => NAMES[id] ?? id;
const at = '2026-11-03T12:00:00Z';

describe('publishMessage', () => {
  it('names the one table published', () => {
    expect(publishMessage({ published: [{ division_id: 'p', published_at: at }], unchanged: [] }, name)).toBe('The Premier table is published.');
  });

  it('lists several, and says which were skipped as unchanged', () => {
    const result = {
      published: [
        { division_id: 'p', published_at: at },
        { division_id: 's', published_at: at },
      ],
      unchanged: ['c'],
    };
    expect(publishMessage(result, name)).toBe('Published: Premier, Sunday. Unchanged, so not published again: Coed.');
  });

  it('says so when nothing changed since the last publication', () => {
    expect(publishMessage({ published: [], unchanged: ['p'] }, name)).toBe('The Premier table is unchanged since its last publication.');
    expect(publishMessage({ published: [], unchanged: ['p', 's'] }, name)).toBe('Every table is unchanged since its last publication.');
  });
});
