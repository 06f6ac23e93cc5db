import { describe, expect, it } from 'vitest';
import { csvCell } from './orders-csv.ts';

describe('a CSV cell', () => {
  it('is left as it is when nothing in it needs care', () => {
    expect(csvCell('Asha Gurung')).toBe('Asha Gurung');
    expect(csvCell('650.00')).toBe('650.00');
    expect(csvCell('')).toBe('');
  });

  it('is quoted, its quotes doubled, when it holds a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvCell('Thamel, Kathmandu')).toBe('"Thamel, Kathmandu"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell('Ward 4\nThamel')).toBe('"Ward 4\nThamel"');
    expect(csvCell('Ward 4\r\nThamel')).toBe('"Ward 4\r\nThamel"');
  });

  it('starts with an apostrophe when a spreadsheet would take it for a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+9779812345678')).toBe("'+9779812345678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('Asha = Ram')).toBe('Asha = Ram');
  });

  it.each([
    ['a zero-width space', '\u200B=HYPERLINK("http://evil.example","x")'],
    ['a byte-order mark', '\uFEFF=1+1'],
    ['a tab and a space', '\t =1+1'],
    ['spaces', '   +9779812345678'],
    ['a no-break space', '\u00A0-2+3'],
    ['a word joiner and a zero-width joiner', '\u2060\u200D@SUM(A1:A9)'],
    ['a Hangul filler and a braille blank', '\u3164\u2800=1+1'],
    ['a tag character', '\u{E0020}=1+1'],
    ['a line separator', '\u2028=1+1'],
  ])('sees a formula behind %s before it, and starts with an apostrophe', (_what, value) => {
    expect(csvCell(value)).toMatch(/^"?'/);
    expect(csvCell(value)).toContain(value.replaceAll('"', '""'));
  });

  it('leaves a cell alone whose invisible start is followed by plain text', () => {
    expect(csvCell('\u200BAsha')).toBe('\u200BAsha');
    expect(csvCell(' Asha = Ram')).toBe(' Asha = Ram');
  });
});
