import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { liveHub, reconnectDelay, type HubStatus } from '@/api/hub'
import { sessionStore } from '@/api/session'
import { RECONNECT_MAX_DELAY_MS } from '@/config'
import { LiveStatus } from './LiveStatus'

let status: HubStatus = 'live'
const listeners = new Set<() => void>()
vi.spyOn(liveHub, 'getStatus').mockImplementation(() => status)
vi.spyOn(liveHub, 'subscribeStatus').mockImplementation((l) => {
  listeners.add(l)
  return () => listeners.delete(l)
})
vi.spyOn(liveHub, 'ensureStarted').mockImplementation(() => {})

afterEach(() => {
  sessionStore.clear()
})

function setStatus(next: HubStatus) {
  status = next
  act(() => listeners.forEach((l) => l()))
}

test('the toolbar indicator names the live channel state: live, reconnecting, offline', () => {
  sessionStore.set({ token: 't', username: 'admin', displayname: 'Anna Admin', roles: 'Admin' })
  render(<LiveStatus />)
  expect(screen.getByRole('status', { name: 'Live updates: live' })).toBeTruthy()
  setStatus('reconnecting')
  expect(screen.getByRole('status', { name: 'Live updates: reconnecting' })).toBeTruthy()
  setStatus('offline')
  expect(screen.getByRole('status', { name: 'Live updates: offline' })).toBeTruthy()
  setStatus('idle')
  // Its place is kept (nothing moves when it comes), but nothing is said.
  expect(screen.queryByRole('status')).toBeNull()
})

test('reconnecting never gives up: it backs off and stays at the maximum delay', () => {
  expect(reconnectDelay(0)).toBe(0)
  expect(reconnectDelay(1)).toBe(1000)
  expect(reconnectDelay(3)).toBe(4000)
  expect(reconnectDelay(10)).toBe(RECONNECT_MAX_DELAY_MS)
  expect(reconnectDelay(1000)).toBe(RECONNECT_MAX_DELAY_MS)
})
