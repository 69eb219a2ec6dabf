import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1+1', "'=1+1"],
    ['+15551234567', "'+15551234567"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers, booleans and nulls', () => {
    expect([csvField(5), csvField(true), csvField(false), csvField(null)]).toEqual(['5', 'yes', 'no', '']);
  });

  it('makes a file with a BOM, a header and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
