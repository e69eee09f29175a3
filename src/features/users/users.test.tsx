/**
 * Users end to end against the sandbox: roles are any combination of Viewer, Editor and Admin, stored comma-separated;
 * the password is required on create only, never shown afterwards, and reset by typing a new one.
 */
import { beforeAll, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sandboxServer } from '@/test/support/msw'
import { renderList } from '@/test/support/renderList'
import { users } from './view'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const { store } = sandboxServer()
beforeAll(() => {
  store.issueToken('admin', 't') // renderList's token
})

test('a new user gets the roles ticked and a password; on edit the password is optional and blank, and blank keeps it', async () => {
  renderList(users)
  await userEvent.click(await screen.findByRole('button', { name: 'Add User' }))
  const add = await screen.findByRole('dialog', { name: 'Add User' })
  await userEvent.type(within(add).getByLabelText(/^Username/), 'r.sommer')
  await userEvent.type(within(add).getByLabelText(/^Email/), 'r.sommer@example.de')
  await userEvent.type(within(add).getByLabelText(/^Display name/), 'Rita Sommer')
  const roles = within(add).getByRole('group', { name: /^Roles/ })
  await userEvent.click(within(roles).getByText('Viewer')) // ticked for a new user: untick it
  await userEvent.click(within(roles).getByText('Admin'))
  await userEvent.click(within(roles).getByText('Editor'))
  await userEvent.type(within(add).getByLabelText(/^Password/), 'sunny-day-7')
  await userEvent.click(within(add).getByRole('button', { name: 'Save' }))

  const edit = await screen.findByRole('dialog', { name: /^Edit User \(id:\d+\)$/ })
  const id = Number(/id:(\d+)/.exec(within(edit).getByRole('heading').textContent ?? '')?.[1])
  const stored = store.find('users', id)
  expect(stored).toMatchObject({ username: 'r.sommer', roles: 'Editor,Admin', password: 'sunny-day-7' })
  // Never prefilled, and not required on edit.
  const password = within(edit).getByLabelText(/^Password/) as HTMLInputElement
  expect(password.value).toBe('')
  expect(password.getAttribute('aria-required')).not.toBe('true')
  expect(password.required).toBe(false)

  await userEvent.clear(within(edit).getByLabelText(/^Display name/))
  await userEvent.type(within(edit).getByLabelText(/^Display name/), 'Rita S.')
  await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(store.find('users', id)).toMatchObject({
    displayname: 'Rita S.',
    roles: 'Editor,Admin',
    password: 'sunny-day-7',
  })
  expect(screen.queryByText('sunny-day-7')).toBeNull()
})

test('an Admin resets a forgotten password on Edit User; the password never reaches a draft', async () => {
  const user = store.records('users').find((u) => u.active && typeof u.password === 'string')
  if (!user) throw new Error('the seed has an active user with a password')
  renderList(users, `/list?edit=${user.id}`)
  const edit = await screen.findByRole('dialog', { name: `Edit User (id:${user.id})` })
  await waitFor(() => expect((within(edit).getByLabelText(/^Username/) as HTMLInputElement).value).toBe(user.username))
  await userEvent.type(within(edit).getByLabelText(/^Password/), 'new-secret-9')
  await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(store.find('users', user.id)?.password).toBe('new-secret-9')
  expect(sessionStorage.getItem('console.drafts') ?? '').not.toContain('new-secret-9')
})

test('the list has an Active column, so an inactive user stands out', async () => {
  const inactive = store.records('users').find((u) => u.active === false)
  if (!inactive) throw new Error('the seed has an inactive user')
  renderList(users, `/list?search=${String(inactive.username)}`)
  expect(await screen.findByRole('columnheader', { name: 'Active' })).toBeTruthy()
  const row = await screen.findByRole('row', { name: new RegExp(String(inactive.username)) })
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
  expect(within(row).getAllByRole('cell')[headers.indexOf('Active')]?.textContent).toBe('No')
})
