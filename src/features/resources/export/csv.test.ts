import { describe, expect, test } from 'vitest'
import { CSV_BOM, csvDialect, csvField, csvLine, csvLines } from './csv'

const en = csvDialect('en')
const de = csvDialect('de')

describe('csvDialect', () => {
  test('an English interface writes commas between fields and a decimal point', () => {
    expect(en).toEqual({ separator: ',', decimal: '.' })
  })
  test('a German interface writes semicolons between fields and a decimal comma', () => {
    expect(de).toEqual({ separator: ';', decimal: ',' })
  })
})

describe('csvField', () => {
  test('plain text and numbers go as they are', () => {
    expect(csvField('Apple', en)).toBe('Apple')
    expect(csvField(1.5, en)).toBe('1.5')
    expect(csvField(-2, en)).toBe('-2')
  })
  test('a number takes the decimal comma in German, and is not mistaken for a formula', () => {
    expect(csvField(1.5, de)).toBe('1,5')
    expect(csvField(-1.25, de)).toBe('-1,25')
  })
  test('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Salt, iodised', en)).toBe('"Salt, iodised"')
    expect(csvField('Salt; iodised', en)).toBe('Salt; iodised')
    expect(csvField('Salt; iodised', de)).toBe('"Salt; iodised"')
    expect(csvField('Salt, iodised', de)).toBe('Salt, iodised')
    expect(csvField('the "best"', en)).toBe('"the ""best"""')
    expect(csvField('two\nlines', en)).toBe('"two\nlines"')
    expect(csvField('two\r\nlines', en)).toBe('"two\r\nlines"')
  })
  test('quotes a field with spaces at either end, which a spreadsheet would drop', () => {
    expect(csvField(' padded ', en)).toBe('" padded "')
  })
  test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises a text that starts a formula: %j',
    (text) => {
      expect(csvField(text, en)).toBe(`"'${text}"`)
    },
  )
  test.each([
    ' =1+1',
    '\u00a0=1',
    '\n=1',
    '\uFEFF=1',
    '\u3000@SUM(A1)',
    ' \t -1',
    '\uFF1D1+1',
    '\uFF0B1',
    '\uFF0D1',
    '\uFF20SUM(A1)',
  ])('15.1 neutralises a formula after leading white space, a BOM or a fullwidth sign: %j', (text) => {
    expect(csvField(text, en)).toBe(`"'${text}"`)
  })
  test('15.2 white space before plain text is only quoted, and numbers stay numbers', () => {
    expect(csvField(' Apple', en)).toBe('" Apple"')
    expect(csvField(-5, de)).toBe('-5')
  })
  test('a neutralised text keeps its quotes doubled', () => {
    expect(csvField('=HYPERLINK("http://x")', en)).toBe(`"'=HYPERLINK(""http://x"")"`)
  })
  test('a formula sign inside a text is left alone', () => {
    expect(csvField('1+1=2', en)).toBe('1+1=2')
  })
  test('keeps accents and other scripts as they are', () => {
    expect(csvField('Müsli, Crème brûlée', en)).toBe('"Müsli, Crème brûlée"')
    expect(csvField('Grüße ✓', en)).toBe('Grüße ✓')
  })
})

describe('csvLine and csvLines', () => {
  test('a line ends with CRLF; lines follow one another', () => {
    expect(csvLine(['Id', 'Name'], en)).toBe('Id,Name\r\n')
    expect(
      csvLines(
        [
          ['Id', 'Amount'],
          [7, 1.5],
        ],
        de,
      ),
    ).toBe('Id;Amount\r\n7;1,5\r\n')
  })
  test('the byte-order mark is UTF-8 once encoded', () => {
    expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
