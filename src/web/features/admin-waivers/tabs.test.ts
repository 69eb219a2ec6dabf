import { describe, expect, it } from 'vitest';
import { tabOf, visibleTab } from './tabs';

describe('version tabs', () => {
  it('reads a known tab from the address and falls back to the text', () => {
    expect(tabOf('signatures')).toBe('signatures');
    expect(tabOf('unsigned')).toBe('unsigned');
    expect(tabOf('nonsense')).toBe('text');
    expect(tabOf(null)).toBe('text');
  });

  it('shows "Not signed yet" only for the active version', () => {
    expect(visibleTab('unsigned', true)).toBe('unsigned');
    expect(visibleTab('unsigned', false)).toBe('text');
    expect(visibleTab('signatures', false)).toBe('signatures');
  });
});
