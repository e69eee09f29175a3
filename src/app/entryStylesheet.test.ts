import { afterEach, expect, test, vi } from 'vitest'
import { ENTRY_STYLESHEET_ATTRIBUTE, entryStylesheetReady, entryStylesheetScript } from './entryStylesheet'

afterEach(() => {
  document.head.innerHTML = ''
  vi.restoreAllMocks()
})

/** Runs index.html's inline script and returns the link it added. */
function addedByTheScript(): HTMLLinkElement {
  new Function(entryStylesheetScript('/assets/index-Ab1.css'))()
  const link = document.querySelector<HTMLLinkElement>(`link[${ENTRY_STYLESHEET_ATTRIBUTE}]`)
  if (!link) throw new Error('the script added no link')
  return link
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((r) => setTimeout(r, 0))
  return done
}

test('the inline script adds the stylesheet to the head', () => {
  const link = addedByTheScript()
  expect(link.rel).toBe('stylesheet')
  expect(link.getAttribute('href')).toBe('/assets/index-Ab1.css')
  expect(link.parentElement).toBe(document.head)
})

test('the app waits for the stylesheet, whether it loads before or after the app asks', async () => {
  const late = addedByTheScript()
  const ready = entryStylesheetReady()
  expect(await settled(ready)).toBe(false)
  late.dispatchEvent(new Event('load'))
  expect(await settled(ready)).toBe(true)

  document.head.innerHTML = ''
  addedByTheScript().dispatchEvent(new Event('load'))
  expect(await settled(entryStylesheetReady())).toBe(true)
})

test('a stylesheet that fails does not keep the console from rendering: it is logged, before or after the app asks', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  addedByTheScript().dispatchEvent(new Event('error'))
  expect(await settled(entryStylesheetReady())).toBe(true)

  document.head.innerHTML = ''
  const late = addedByTheScript()
  const ready = entryStylesheetReady()
  late.dispatchEvent(new Event('error'))
  expect(await settled(ready)).toBe(true)
  expect(logged).toHaveBeenCalledTimes(2)
})

test('without the link (dev server, tests) nothing is awaited', async () => {
  expect(await settled(entryStylesheetReady())).toBe(true)
})
