// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { formErrors } from '@/test/support/forms'
import { SCREENS } from '@/features/shell/screens'
import { webPages } from './view'

describe('web pages declaration', () => {
  test('API name webpages at the Web Views screen, 7 a page', () => {
    expect([webPages.name, webPages.path, webPages.pageSize]).toEqual(['webpages', '/webpages', 7])
    expect(webPages.screen).toBe(SCREENS.webpages)
  })
  test('title and slug are required', () => {
    expect(Object.keys(formErrors(webPages, {}, { isNew: true })).sort()).toEqual(['slug', 'title'])
  })
  test('parses a seed-like page', () => {
    expect(webPages.schema.parse({ id: 1, title: 'Privacy', slug: 'privacy', content: '<h1>Privacy</h1>' }).slug).toBe(
      'privacy',
    )
  })
})
