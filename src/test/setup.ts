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

// The English catalog, as main.tsx loads it before the first render.
if (typeof document !== 'undefined') await activateLocale('en')

afterEach(() => {
  cleanup()
  // Absent in the node environment (build/ tests that run esbuild).
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

// jsdom lacks these: user-event's pointer actions dispatch PointerEvents, and the dashboard's chart watches its size.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerId = init.pointerId ?? 1
      this.pointerType = init.pointerType ?? 'mouse'
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// jsdom has <dialog> but not its modal methods: open and close it, as a browser does without the top layer.
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// Node 24's fetch builds the files and blobs it hands out with the global File and Blob, and checks a multipart
// body's files against its own File: under jsdom, whose classes replace the globals, Request.formData() with a file
// throws and Response.blob() answers a jsdom Blob without text(). These read bodies with Node's classes on the
// globals (what they answer is only read, or given to URL.createObjectURL; a test's own File and Blob stay jsdom's).
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
    prototype.blob = withNodeClasses(prototype.blob)
  }
}
