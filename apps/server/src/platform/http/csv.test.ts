import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', 12, null]])).toBe(
      'a,"b,c","say ""hi""","two\nlines",12,\r\n',
    );
  });

  it('defuses spreadsheet formulas but keeps negative numbers as text', () => {
    expect(toCsv([['=SUM(A1)', '@cmd', '+x', '-12.50']])).toBe("'=SUM(A1),'@cmd,'+x,-12.50\r\n");
  });
});
