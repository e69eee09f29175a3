import { describe, expect, test } from 'vitest'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/config'
import { CSV_BOM, csvLines } from '../export/csv'
import { unguard } from './cellValue'
import { decodeCsv, detectDialect, ImportFileError, parseCsv, type FileProblem } from './readCsv'

const bytes = (text: string) => new TextEncoder().encode(text)

/** The problem a call refuses with. */
function refusal(run: () => unknown): FileProblem['kind'] | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportFileError) return error.problem.kind
    throw error
  }
  return undefined
}
async function refusalOf(run: () => Promise<unknown>): Promise<FileProblem['kind'] | undefined> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ImportFileError) return error.problem.kind
    throw error
  }
  return undefined
}

describe('decodeCsv', () => {
  test('UTF-8 with or without its byte-order mark; the mark is dropped, accents stay', () => {
    expect(decodeCsv(bytes(`${CSV_BOM}Titel;Größe\r\n`))).toBe('Titel;Größe\r\n')
    expect(decodeCsv(bytes('Title,Size\r\n'))).toBe('Title,Size\r\n')
  })

  test('another encoding is refused by name: UTF-16 by its mark, Windows-1252 by bytes UTF-8 cannot hold', () => {
    expect(refusal(() => decodeCsv(new Uint8Array([0xff, 0xfe, 0x54, 0x00])))).toBe('encoding')
    expect(refusal(() => decodeCsv(new Uint8Array([0xfe, 0xff, 0x00, 0x54])))).toBe('encoding')
    // "Größe" as Windows-1252.
    expect(refusal(() => decodeCsv(new Uint8Array([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x0a])))).toBe('encoding')
  })

  test('spreadsheets, PDFs and binary files are not CSV; an empty or blank file says so', () => {
    expect(refusal(() => decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])))).toBe('notCsv')
    expect(refusal(() => decodeCsv(bytes('%PDF-1.7')))).toBe('notCsv')
    expect(refusal(() => decodeCsv(bytes('Title\n'), 'portions.xlsx'))).toBe('notCsv')
    expect(refusal(() => decodeCsv(new Uint8Array([0x41, 0x00, 0x42])))).toBe('notCsv')
    expect(refusal(() => decodeCsv(bytes(`${CSV_BOM} \r\n`)))).toBe('empty')
    expect(refusal(() => decodeCsv(new Uint8Array()))).toBe('empty')
  })

  test('a file over the size limit is refused with the limit', () => {
    const error = (() => {
      try {
        decodeCsv(new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41))
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ImportFileError)
    expect((error as ImportFileError).problem).toEqual({ kind: 'tooLarge', limit: IMPORT_MAX_BYTES })
  })
})

describe('parseCsv', () => {
  test("the English dialect: ',' between fields, quoted fields with separators, quotes and line breaks", async () => {
    const text = 'Id,Title,Amount\r\n1,"Oats, rolled","2.5"\r\n2,"Say ""hi""\nthen go",3\r\n\r\n'
    const table = await parseCsv(text, 'de')
    expect(table.dialect).toEqual({ separator: ',', decimal: '.' })
    expect(table.header).toEqual(['Id', 'Title', 'Amount'])
    expect(table.rows).toEqual([
      ['1', 'Oats, rolled', '2.5'],
      ['2', 'Say "hi"\nthen go', '3'],
    ])
  })

  test("the German dialect: ';' and a decimal comma, a comma inside a field", async () => {
    const table = await parseCsv('ID;Titel;Menge\r\n1;Haferflocken, fein;2,5\r\n', 'en')
    expect(table.dialect).toEqual({ separator: ';', decimal: ',' })
    expect(table.rows).toEqual([['1', 'Haferflocken, fein', '2,5']])
  })

  test('a one-column file takes the interface language’s dialect', () => {
    expect(detectDialect('Title\r\nA\r\n', 'de')).toEqual({ separator: ';', decimal: ',' })
    expect(detectDialect('Title\r\nA\r\n', 'en')).toEqual({ separator: ',', decimal: '.' })
    expect(detectDialect('"a;b",c\r\n', 'de')).toEqual({ separator: ',', decimal: '.' })
  })

  test('what the export writes reads back cell for cell, in both dialects, formulas as the text they were', async () => {
    const cells = [
      ['Id', 'Title', 'Amount'],
      [1, '=HYPERLINK("http://x")', 1.5],
      [2, '<script>alert(1)</script>', -2],
      [3, 'two\r\nlines; "quoted", too', 0],
      [4, '-12', 7],
      [5, 'x'.repeat(10_000), 3.25],
    ] as const
    for (const dialect of [
      { separator: ',', decimal: '.' },
      { separator: ';', decimal: ',' },
    ] as const) {
      const text = decodeCsv(bytes(CSV_BOM + csvLines(cells, dialect)))
      const table = await parseCsv(text, 'en')
      expect(table.dialect).toEqual(dialect)
      expect(table.rows.map((row) => unguard(row[1] ?? ''))).toEqual(cells.slice(1).map((row) => row[1]))
      expect(table.rows.map((row) => row[2])).toEqual(
        cells.slice(1).map((row) => String(row[2]).replace('.', dialect.decimal)),
      )
    }
  })

  test('an unclosed quote is no CSV; more rows than the limit are refused', async () => {
    expect(await refusalOf(() => parseCsv('Title\r\n"open\r\nmore\r\n', 'en'))).toBe('notCsv')
    const many = `Title\n${'a\n'.repeat(IMPORT_MAX_ROWS + 1)}`
    expect(await refusalOf(() => parseCsv(many, 'en'))).toBe('tooManyRows')
    expect((await parseCsv(`Title\n${'a\n'.repeat(IMPORT_MAX_ROWS)}`, 'en')).rows).toHaveLength(IMPORT_MAX_ROWS)
  })
})
