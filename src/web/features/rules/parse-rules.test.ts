import { describe, expect, it } from 'vitest';
import { parseRules } from './parse-rules';

describe('parseRules', () => {
  it('gives nothing for an empty or blank text', () => {
    expect(parseRules('')).toEqual([]);
    expect(parseRules('  \n\n ')).toEqual([]);
  });

  it('reads headings, paragraphs and lists', () => {
    const text = '# Equipment\nShin guards are\nrequired.\n\n## Jewellery\n- No rings\n- No watches\n\nAsk the referee.';
    expect(parseRules(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Equipment' },
      { kind: 'paragraph', text: 'Shin guards are required.' },
      { kind: 'heading', level: 2, text: 'Jewellery' },
      { kind: 'list', items: ['No rings', 'No watches'] },
      { kind: 'paragraph', text: 'Ask the referee.' },
    ]);
  });

  it('ends a list at a line that is not an item, and handles Windows line ends', () => {
    expect(parseRules('- one\r\n- two\r\nAfter the list')).toEqual([
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After the list' },
    ]);
  });

  it('keeps markup as text: nothing is HTML', () => {
    expect(parseRules('<script>alert(1)</script>\n#not a heading')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script> #not a heading' }]);
  });
});
