// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { ruleMessage } from '@/test/support/forms'
import { listQuery } from '@/api/crud'
import { endpointOf } from '@/api/endpoint'
import { recipes } from './view'

describe('recipes declaration', () => {
  test('lists and gets at /recipes but writes to /Recipe', () => {
    expect(recipes.path).toBe('/recipes')
    expect(recipes.writePath).toBe('/Recipe')
    expect(recipes.name).toBe('recipes')
    expect(recipes.pageSize).toBe(7)
  })
  test('sends parentId only when the list has one (see docs/decisions.md, "Lists without a parent")', () => {
    const endpoint = endpointOf(recipes)
    expect(listQuery(endpoint, { skip: 0, take: 7 })).toBe('take=7&skip=0')
    expect(listQuery(endpoint, { skip: 7, take: 7, parentId: 3 })).toBe('take=7&skip=7&parentId=3')
    expect(recipes.parent).toMatchObject({ key: 'parentId', optional: true })
  })
  test('parses a seed-like recipe and keeps unknown fields', () => {
    const record = recipes.schema.parse({
      id: 4,
      title: 'Shakshuka',
      image: { Url: '/images/recipe-shakshuka.png' },
      description: '<p>Eggs in tomato sauce</p>',
      preparationMinutes: 25,
      servings: 2,
      kcal: 412.5,
      dietId: 1,
      indicationId: null,
      parentId: null,
      tags: ['vegetarian'],
    })
    expect(record.title).toBe('Shakshuka')
    expect(record.tags).toEqual(['vegetarian'])
  })
  test('requires a title', () => {
    const title = recipes.fields.find((f) => f.name === 'title')
    expect(title?.rules?.some((r) => ruleMessage(r, null) !== undefined)).toBe(true)
  })
})
