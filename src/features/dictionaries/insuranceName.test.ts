// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { resolveInsuranceName } from './insuranceName'

const insurers = [
  { id: 1, name: 'AOK Bayern' },
  { id: 2, name: 'Techniker Krankenkasse' },
]

describe('resolveInsuranceName', () => {
  test('finds the name by id', () => {
    expect(resolveInsuranceName(insurers, 2)).toBe('Techniker Krankenkasse')
  })
  test('matches a string id against a numeric one', () => {
    expect(resolveInsuranceName(insurers, '1')).toBe('AOK Bayern')
  })
  test('prefers the dictionary over the record name', () => {
    expect(resolveInsuranceName(insurers, 1, 'old name')).toBe('AOK Bayern')
  })
  test('falls back to the record name when the id is unknown', () => {
    expect(resolveInsuranceName(insurers, 99, 'Barmer')).toBe('Barmer')
  })
  test('falls back while the dictionary is not loaded', () => {
    expect(resolveInsuranceName(undefined, 1, 'Barmer')).toBe('Barmer')
  })
  test('is empty without id, dictionary hit or fallback', () => {
    expect(resolveInsuranceName(insurers, null)).toBe('')
    expect(resolveInsuranceName(insurers, 5, null)).toBe('')
  })
})
