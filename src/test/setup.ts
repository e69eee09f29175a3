import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { activateLocale } from '@/i18n/i18n'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'

// Every component reads its words through Lingui's context, which the app provides at its root (src/app/App.tsx):
// a test renders with the same provider around whatever wrapper it passes. English is active, as for an English browser.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>()
  const { createElement } = await import('react')
  const { I18nProvider } = await import('@lingui/react')
  const { i18n } = await import('@/i18n/i18n')
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>
  const withI18n =
    (Inner: Wrapper | undefined): Wrapper =>
    ({ children }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children)
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((callback: () => unknown, options?: Parameters<typeof rtl.renderHook>[1]) =>
      rtl.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.renderHook,
  }
})

// A list downloads its dialogs' files while idle after its first paint, once per page and with no end: its timers
// outlive the test that painted the list and fired after the file's jsdom was gone ("document is not defined"). jsdom
// has no files to download; the e2e budget tests check the prefetch in Chromium.
vi.mock('@/features/resources/list/prefetchDialogs', () => ({ prefetchDialogsAfterFirstPaint: () => undefined }))

// The English catalog, as main.tsx loads it before the first render.
if (typeof document !== 'undefined') await activateLocale('en')

afterEach(() => {
  cleanup()
  // Absent in the node environment (build/ tests that run esbuild).
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

// jsdom lacks ResizeObserver, which the dashboard's chart uses to watch its size.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// jsdom has <dialog> but not the methods that open it: open and close it, as a browser does without the top layer.
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.show) {
  const open = function open(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.show = open
  HTMLDialogElement.prototype.showModal = open
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// jsdom's stylesheet hides a [popover] that is not open, yet jsdom has no popover API to open one: show them as a
// browser without that API does, where a component toggles the content itself (RowLockBadge). The sheet is adopted,
// so no <style> element appears: the kit's tests check that nothing inserts one.
if (typeof window !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync('[popover] { display: block }')
  document.adoptedStyleSheets = [sheet]
}

// Node 24's fetch builds the files it hands out with the global File and Blob, and checks a multipart body's files
// against its own File: under jsdom, whose classes replace the globals, Request.formData() with a file throws. It
// reads bodies with Node's classes on the globals (what it answers is only read; a test's own File and Blob stay
// jsdom's). Response.blob() needs no such help: jsdom's Blob has text() since jsdom 28.
if (typeof window !== 'undefined' && globalThis.File !== (NodeFile as unknown)) {
  const withNodeClasses = <T>(read: () => Promise<T>) =>
    async function (this: Body): Promise<T> {
      const jsdom = { File: globalThis.File, Blob: globalThis.Blob }
      Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob })
      try {
        return await read.call(this)
      } finally {
        Object.assign(globalThis, jsdom)
      }
    }
  for (const prototype of [Request.prototype, Response.prototype]) {
    prototype.formData = withNodeClasses(prototype.formData)
  }
}
