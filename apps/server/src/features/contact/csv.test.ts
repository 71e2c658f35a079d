import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes as RFC 4180 does: quotes doubled, commas and line breaks inside quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes a UTF-8 byte-order mark and CRLF line ends, Hindi unchanged', () => {
    const csv = toCsv(['Name', 'Message'], [['आशा', 'नमस्ते, दुनिया']]);
    expect(csv).toBe('\uFEFFName,Message\r\nआशा,"नमस्ते, दुनिया"\r\n');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
