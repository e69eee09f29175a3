import { DateTime } from 'luxon'
import { API_DATE_FORMAT, DATE_DISPLAY_FORMAT, IMAGE_QUALITY, IMAGE_TYPE } from '@/config'
import { formatNumber as formatLocaleNumber } from '@/i18n/format'
import { parseDateValue } from './dateValue'

/** Text inputs: nothing typed is null, never ''. */
export function textToValue(text: string): string | null {
  return text.trim() === '' ? null : text
}

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/
/** Number mode: the typed text as a float (a decimal comma counts as a point), or null when it is not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim()
  if (!NUMBER.test(trimmed)) return null
  return Number.parseFloat(trimmed.replace(',', '.'))
}

/**
 * Number mode's form value of the typed text: null when blank, the float, or NaN for text that is no number, so the
 * form's rules can tell unreadable text from an empty field (and say so whether the field is required or not).
 */
export function numberValue(text: string): number | null {
  if (text.trim() === '') return null
  return parseNumber(text) ?? Number.NaN
}

/** A stored number as the input shows it: a decimal comma in German (the input reads both). */
export function formatNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? formatLocaleNumber(value)
    : typeof value === 'string'
      ? value
      : ''
}

export { parseDateValue }

/** Typed DD.MM.YYYY (one-digit day and month allowed) → YYYY-MM-DD, or undefined when it is no real date. */
export function displayDateToApi(text: string): string | undefined {
  const trimmed = text.trim()
  for (const format of [DATE_DISPLAY_FORMAT, 'd.M.yyyy']) {
    const parsed = DateTime.fromFormat(trimmed, format)
    if (parsed.isValid) return parsed.toFormat(API_DATE_FORMAT)
  }
  return undefined
}

/** The crop as the spec's upload: PNG at IMAGE_QUALITY, taken as base64 and turned into a multipart Blob. */
export function canvasToImageBlob(canvas: HTMLCanvasElement): Blob {
  return dataUrlToBlob(canvas.toDataURL(IMAGE_TYPE, IMAGE_QUALITY))
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',')
  const header = dataUrl.slice(0, comma)
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? IMAGE_TYPE
  const binary = atob(dataUrl.slice(comma + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type })
}
