import { describe, expect, it } from 'vitest';
import { sectionKey } from './section-key';

describe('sectionKey', () => {
  it('is the path for ordinary pages', () => {
    expect(sectionKey('/')).toBe('/');
    expect(sectionKey('/waitlist')).toBe('/waitlist');
  });

  it('is the area for pages under a layout of their own', () => {
    expect(sectionKey('/admin/waitlist')).toBe('/admin');
    expect(sectionKey('/admin/settings')).toBe('/admin');
  });

  it('does not take a path that only starts with the same letters', () => {
    expect(sectionKey('/administrators')).toBe('/administrators');
  });
});
