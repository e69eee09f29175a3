import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_QUALITY } from '@/config'
import { apiDateToDisplay } from './dateValue'
import {
  canvasToImageBlob,
  dataUrlToBlob,
  displayDateToApi,
  formatNumber,
  parseDateValue,
  parseNumber,
  textToValue,
} from './convert'

describe('text inputs', () => {
  it('turn nothing typed into null, and keep typed text as it is', () => {
    expect(textToValue('')).toBeNull()
    expect(textToValue('   ')).toBeNull()
    expect(textToValue(' a ')).toBe(' a ')
  })
})

describe('number mode', () => {
  it('parses floats, with a decimal point or a decimal comma (see docs/decisions.md, "Numbers and rules")', () => {
    expect(parseNumber('12')).toBe(12)
    expect(parseNumber('1.5')).toBe(1.5)
    expect(parseNumber('1,5')).toBe(1.5)
    expect(parseNumber(' -0,25 ')).toBe(-0.25)
    expect(parseNumber('1,')).toBe(1)
  })
  it('is null when the text is not a number', () => {
    for (const text of ['', ' ', 'abc', '12abc', '1,2,3', '1.000,5', ',', '-', '1e3'])
      expect(parseNumber(text)).toBeNull()
  })
  it('shows stored numbers as text', () => {
    expect(formatNumber(1.5)).toBe('1.5')
    expect(formatNumber(null)).toBe('')
  })
})

describe('dates', () => {
  it('display DD.MM.YYYY → API YYYY-MM-DD', () => {
    expect(displayDateToApi('31.12.2025')).toBe('2025-12-31')
    expect(displayDateToApi('1.2.2025')).toBe('2025-02-01')
  })
  it('rejects text that is no real date', () => {
    for (const text of ['31.02.2025', '2025-12-31', '12/31/2025', '31.12.25', 'soon', '']) {
      expect(displayDateToApi(text)).toBeUndefined()
    }
  })
  it('API YYYY-MM-DD → display DD.MM.YYYY', () => {
    expect(apiDateToDisplay('2025-12-31')).toBe('31.12.2025')
    expect(apiDateToDisplay(null)).toBe('')
  })
  it('accepts full ISO strings from the server without a time-zone shift', () => {
    expect(apiDateToDisplay('2025-12-31T00:00:00')).toBe('31.12.2025')
    expect(apiDateToDisplay('2025-12-31T23:30:00Z')).toBe('31.12.2025')
    expect(apiDateToDisplay('2025-01-01T00:30:00+02:00')).toBe('01.01.2025')
    expect(parseDateValue('2025-12-31T23:59:59.999-05:00')).toBe('2025-12-31')
  })
  it('shows unparseable stored text unchanged', () => {
    expect(apiDateToDisplay('31.2.')).toBe('31.2.')
    expect(parseDateValue('31.2.')).toBeUndefined()
  })
})

// jsdom's Blob has no arrayBuffer(); FileReader reads it the way a browser would.
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

describe('image output', () => {
  afterEach(() => vi.restoreAllMocks())

  it('takes a PNG at quality 0.65 from the canvas as base64 and makes a Blob of it', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
    const base64 = btoa(String.fromCharCode(...bytes))
    const toDataURL = vi.fn(() => `data:image/png;base64,${base64}`)
    const canvas = { toDataURL } as unknown as HTMLCanvasElement

    const blob = canvasToImageBlob(canvas)

    expect(IMAGE_QUALITY).toBe(0.65)
    expect(toDataURL).toHaveBeenCalledWith('image/png', 0.65)
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await readBytes(blob))).toEqual(bytes)
  })

  it('reads the type from the data URL', () => {
    expect(dataUrlToBlob('data:image/jpeg;base64,AAAA').type).toBe('image/jpeg')
  })
})
