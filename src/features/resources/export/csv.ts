/**
 * CSV as spreadsheets open it by double-click. Written here rather than with papaparse's `unparse`: papaparse ships
 * as one UMD file (19 KB minified, 7 KB gzip) whose writer cannot be imported without its parser and worker code,
 * and its formula guard looks at a value's type, so a number written with a decimal comma (a string, "-1,5") would
 * come out as text ("'-1,5"). Here a cell is a number or a text, and only text is guarded.
 */

/** The separator and decimal mark a spreadsheet of that locale reads: `;` where the decimal mark is a comma. */
export interface CsvDialect {
  separator: ',' | ';'
  decimal: '.' | ','
}

/** The byte-order mark that makes a spreadsheet read the file as UTF-8 (accents intact). */
export const CSV_BOM = '\uFEFF'

/** Lines end in CRLF, as RFC 4180 writes them. */
const LINE_END = '\r\n'

/**
 * The dialect of an interface locale: its decimal mark as Intl writes it, and a semicolon between fields where that
 * mark is a comma (as Excel's list separator is in those regions). 'en' gives `,` and `.`; 'de' gives `;` and `,`.
 */
export function csvDialect(locale: string): CsvDialect {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value
  return mark === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' }
}

/**
 * A text that a spreadsheet would run as a formula: =, +, - or @ (or their fullwidth forms, which some spreadsheets
 * read as the ASCII ones) first or after white space or a byte-order mark, which spreadsheets may skip before one;
 * also any text led by a tab or carriage return. Prefixed with an apostrophe, so it shows as the text it is.
 * (`\s` covers spaces, no-break spaces, line breaks and the BOM.)
 */
export const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

/** A field as CSV: a number with the dialect's decimal mark; text neutralised, and quoted where it must be. */
export function csvField(value: string | number, dialect: CsvDialect): string {
  if (typeof value === 'number') {
    const text = Number.isFinite(value) ? String(value) : ''
    return dialect.decimal === ',' ? text.replace('.', ',') : text
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value
  const quoted =
    text.includes(dialect.separator) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text !== text.trim() ||
    text !== value
  return quoted ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record's line, its line end included. */
export function csvLine(cells: readonly (string | number)[], dialect: CsvDialect): string {
  return cells.map((cell) => csvField(cell, dialect)).join(dialect.separator) + LINE_END
}

/** Rows as CSV lines; a file is CSV_BOM, then the header's line, then the records' lines. */
export function csvLines(rows: readonly (readonly (string | number)[])[], dialect: CsvDialect): string {
  return rows.map((row) => csvLine(row, dialect)).join('')
}
