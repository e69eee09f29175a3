import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { File as NodeFile } from 'node:buffer'

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

// Node 24's fetch builds each file of a multipart body with the global File, then checks it against its own class:
// under jsdom, whose File replaces the global, every Request.formData() with a file throws. The parse runs with
// Node's File on the global (the handlers only read the file; a test's own File stays jsdom's).
const nodeFile = NodeFile as unknown as typeof File
if (typeof window !== 'undefined' && globalThis.File !== nodeFile) {
  const formData = Request.prototype.formData
  Request.prototype.formData = async function formDataWithNodeFile(this: Request) {
    const jsdomFile = globalThis.File
    globalThis.File = nodeFile
    try {
      return await formData.call(this)
    } finally {
      globalThis.File = jsdomFile
    }
  }
}
