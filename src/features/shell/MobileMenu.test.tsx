import { useState } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { MobileMenu } from './MobileMenu'

// The menu's entries need the router and a session; the drawer's opening and closing do not.
vi.mock('./Sidebar', () => ({ Sidebar: () => <nav aria-label="Main menu" /> }))

/**
 * jsdom has no modal dialogs. This stand-in keeps the HTML spec's order, where the race lives: Esc fires `cancel`
 * and then closes the dialog at once (focus goes back to the menu button), but its `close` event is only queued
 * (Chromium fires it at the next frame), so a key press can come in between. `nextFrame()` delivers it.
 */
const queuedClose: HTMLDialogElement[] = []
const nextFrame = () => act(() => queuedClose.splice(0).forEach((dialog) => dialog.dispatchEvent(new Event('close'))))
const pressEscape = (dialog: HTMLDialogElement) =>
  act(() => {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
  })

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    queuedClose.push(this)
  }
})
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal')
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close')
})
beforeEach(() => {
  queuedClose.length = 0
})

/** Wired as the shell wires it: the toolbar's button sets the state, the drawer reports its closing. */
function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu open={open} onOpenChange={setOpen} />
    </>
  )
}

const drawer = () => screen.getByLabelText<HTMLDialogElement>('Menu', { selector: 'dialog' })
const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }))

function expectOpen() {
  expect(drawer().open).toBe(true)
  expect(screen.queryByRole('button', { name: 'Close menu', hidden: true })).not.toBeNull()
}

test('Esc and at once the menu button again: the drawer opens again', () => {
  render(<Harness />)
  openMenu()
  nextFrame()
  expectOpen()

  pressEscape(drawer())
  expect(drawer().open).toBe(false)
  // Space on the menu button before the browser's `close` event of the Esc has come.
  openMenu()
  nextFrame()
  expectOpen()
})

test('closed by its button and opened again before the close event: the late event does not shut it', () => {
  render(<Harness />)
  openMenu()
  nextFrame()
  fireEvent.click(screen.getByRole('button', { name: 'Close menu', hidden: true }))
  expect(drawer().open).toBe(false)
  openMenu()
  nextFrame()
  expectOpen()
})

test('Esc closes it and it stays closed', () => {
  render(<Harness />)
  openMenu()
  nextFrame()
  pressEscape(drawer())
  nextFrame()
  expect(drawer().open).toBe(false)
  expect(screen.queryByRole('button', { name: 'Close menu', hidden: true })).toBeNull()
})
