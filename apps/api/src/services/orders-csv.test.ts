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
});
