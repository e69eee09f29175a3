import { afterEach, expect } from 'vitest'
import { takePageErrors } from './browser'

// Any uncaught error or unhandled rejection in a page fails the test that caused it: none may reach the user.
afterEach(() => {
  expect(takePageErrors(), 'uncaught page errors').toEqual([])
})
