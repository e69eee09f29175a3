import { afterEach, expect } from 'vitest'
import { takePageErrors } from './browser'

// Any uncaught error or unhandled rejection in a page fails the test that caused it (issue 6: none may reach it).
afterEach(() => {
  expect(takePageErrors(), 'uncaught page errors').toEqual([])
})
