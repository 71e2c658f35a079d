/**
 * CSV for spreadsheets, as RFC 4180 writes it: CRLF line ends, and a cell with a quote, comma or
 * line break in double quotes with its quotes doubled. The file starts with a UTF-8 byte-order
 * mark, without which Excel reads UTF-8 as the local code page and Hindi becomes mojibake.
 *
 * A cell that starts with = + - @, a tab or a carriage return is a formula to a spreadsheet
 * (OWASP "CSV Injection"): a visitor's message `=HYPERLINK("http://evil","Click")` would run on
 * an operator's machine. Such a cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
