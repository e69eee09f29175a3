// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { LiveResource } from './liveResource'
import { OpenGroups } from './openGroups'

const notes = { name: 'notes' } as LiveResource
let opened: ReturnType<typeof vi.fn<(resource: LiveResource, again: boolean) => void>>
let closed: ReturnType<typeof vi.fn<(group: string) => void>>
let groups: OpenGroups

beforeEach(() => {
  vi.useFakeTimers()
  opened = vi.fn<(resource: LiveResource, again: boolean) => void>()
  closed = vi.fn<(group: string) => void>()
  groups = new OpenGroups({ opened, closed })
})
afterEach(() => vi.useRealTimers())

test('a group opens with its first screen and closes a tick after its last one leaves', () => {
  const leaveA = groups.open(notes)
  const leaveB = groups.open(notes)
  expect(opened).toHaveBeenCalledTimes(1)
  expect(opened).toHaveBeenCalledWith(notes, false)
  expect([...groups.entries()]).toEqual([['notes', notes]])
  leaveA()
  leaveB()
  expect(groups.resourceOf('notes')).toBeUndefined()
  expect(closed).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(closed).toHaveBeenCalledWith('notes')
})

test('a screen mounted again at once keeps the group open; opened again later it says so', () => {
  groups.open(notes)()
  const leave = groups.open(notes)
  vi.runAllTimers()
  expect(closed).not.toHaveBeenCalled()
  expect(opened).toHaveBeenCalledTimes(1)
  leave()
  vi.runAllTimers()
  groups.open(notes)
  expect(opened).toHaveBeenLastCalledWith(notes, true)
})

test('forget drops every group and pending close without closing on the hub', () => {
  groups.open(notes)()
  groups.forget()
  vi.runAllTimers()
  expect(closed).not.toHaveBeenCalled()
  groups.open(notes)
  expect(opened).toHaveBeenLastCalledWith(notes, false)
})
