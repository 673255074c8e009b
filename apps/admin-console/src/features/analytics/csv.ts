/** A cell is quoted when it holds a separator, a quote or a line break; its quotes are doubled. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

const cell = (value: string | number) => {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows as CSV (RFC 4180): comma-separated, CRLF line ends. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.map(cell).join(',')).join('\r\n');

/**
 * Saves the CSV under `name`. The byte order mark tells spreadsheet programs the text is UTF-8, so
 * Amharic titles open as written.
 */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Released once the click has handed the file to the browser; releasing it at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url));
}
