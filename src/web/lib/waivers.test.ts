import { describe, expect, it } from 'vitest';
import { waiverParagraphs } from './waivers';

describe('waiverParagraphs', () => {
  it('splits on blank lines, whatever the line endings, and drops empty ones', () => {
    expect(waiverParagraphs('First.\r\n\r\nSecond\nstill second.\n\n\n  \nThird.  ')).toEqual(['First.', 'Second\nstill second.', 'Third.']);
  });

  it('gives no paragraphs for an empty body', () => {
    expect(waiverParagraphs('  \n ')).toEqual([]);
  });
});
