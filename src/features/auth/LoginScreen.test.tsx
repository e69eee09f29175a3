import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { sessionStore } from '@/api/session'
import { MESSAGES } from '@/i18n/messages'
import { fakeLiveHub, renderApp } from '@/test/support/renderApp'
import { sandboxServer } from '@/test/support/msw'

vi.setConfig({ testTimeout: 60000 })

const { server } = sandboxServer()
const loginBodies: unknown[] = []
beforeAll(async () => {
  // The signed-in shell and the profile load on demand: loaded here, so signing in waits for them to render, not to
  // download.
  await Promise.all([
    import('@/features/shell/Shell'),
    import('@/features/shell/LiveAfterFirstPaint'),
    import('@/features/profile/UserProfile'),
  ])
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/login'))
      void request
        .clone()
        .json()
        .then((b) => loginBodies.push(b))
  })
})
beforeEach(() => {
  sessionStore.clear()
  loginBodies.length = 0
  fakeLiveHub()
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function fillIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username)
  await userEvent.type(screen.getByLabelText('Password'), password)
}

describe('LoginScreen', () => {
  test('no styles are injected at runtime before sign-in: the login page paints with the kit’s static CSS', async () => {
    renderApp('/login')
    await screen.findByLabelText('Username')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nutrition Console')
    expect(document.querySelector('style[data-emotion]')).toBeNull()
  })

  test('a wrong password shows "Wrong login/password", keeps the typed username and allows another try', async () => {
    const { router } = renderApp('/login')
    await fillIn('admin', 'not-the-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.wrongLogin)
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('admin')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false)
  })

  test('a throttled sign-in (429) says how long to wait, keeps the typed values and allows a later try', async () => {
    server.use(
      http.post(
        '*/api/v1/auth/login',
        () =>
          HttpResponse.json(
            { message: 'Too many sign-in attempts. Try again in 42 seconds.' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        { once: true },
      ),
    )
    renderApp('/login')
    await fillIn('admin', 'guess')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts(42))
    expect(MESSAGES.tooManyAttempts(42)).toBe('Too many attempts. Try again in 42 seconds.')
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('admin')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false)
  })

  test('a 429 without Retry-After still says to wait', async () => {
    server.use(http.post('*/api/v1/auth/login', () => new HttpResponse(null, { status: 429 }), { once: true }))
    renderApp('/login')
    await fillIn('admin', 'guess')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts(undefined))
    expect(MESSAGES.tooManyAttempts(undefined)).toBe('Too many attempts. Try again later.')
  })

  test('signing in sends Remember me, keeps the session and goes to ?redirect= inside the shell', async () => {
    const { router } = renderApp('/login?redirect=%2Fuser-profile')
    await fillIn('chief', 'chief')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'))
    expect(loginBodies).toEqual([{ username: 'chief', password: 'chief', rememberMe: true }])
    expect(sessionStore.get()).toMatchObject({ isAuthenticated: true, username: 'chief' })
    await screen.findByRole('navigation', { name: 'Main menu' })
    await screen.findByRole('heading', { name: 'User profile' })
  })
})

describe('LoginScreen required fields', () => {
  test('an empty submit calls no server and says under each empty field that it is required', async () => {
    renderApp('/login')
    const username = await screen.findByLabelText('Username')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2)
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(username.getAttribute('aria-required') ?? String((username as HTMLInputElement).required)).toBe('true')
    expect(document.activeElement).toBe(username)

    await userEvent.type(username, 'chief')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const password = screen.getByLabelText('Password')
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(1)
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(username.getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(password)
    expect(loginBodies).toEqual([])
  })
})
