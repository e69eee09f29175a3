// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { patients } from './view'

const seedLike = {
  id: 7,
  firstName: 'Anna',
  lastName: 'Müller',
  gender: 2,
  birthDate: '1980-04-09',
  insuranceId: 2,
  insurance: 'Techniker Krankenkasse',
  goalId: 1,
  registeredAt: '2024-01-08',
}

function cellText(key: string, record: Record<string, unknown>) {
  const column = patients.columns.find((c) => c.key === key)
  return column?.cell?.(patients.schema.parse(record))
}

describe('patients declaration', () => {
  test('read-only, 20 a page, at /patients', () => {
    expect(patients.readOnly).toBe(true)
    expect(patients.pageSize).toBe(20)
    expect(patients.path).toBe('/patients')
    expect(patients.writePath).toBeUndefined()
  })
  test('shows gender as Male or Female, null as empty', () => {
    expect(cellText('gender', seedLike)).toBe('Female')
    expect(cellText('gender', { ...seedLike, gender: 1 })).toBe('Male')
    expect(cellText('gender', { ...seedLike, gender: null })).toBe('')
  })
  test('shows the insurance name and expands to details', () => {
    expect(patients.columns.map((c) => c.header)).toContain('Insurance')
    expect(patients.renderExpanded).toBeTypeOf('function')
  })
  test('shows dates as DD.MM.YYYY', () => {
    expect(cellText('birthDate', seedLike)).toBe('09.04.1980')
  })
})
