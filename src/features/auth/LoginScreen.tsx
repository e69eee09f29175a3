import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { login } from '@/api/auth'
import { errorText } from '@/api/errors'
import { sessionStore } from '@/api/session'
import { MESSAGES, PRODUCT_NAME } from '@/config'
import { keepDraftsOf } from '@/features/resources/drafts'
import { prefetchShellWhenIdle } from './prefetchShell'
import '@/theme/plain.css'
import './LoginScreen.css'

/**
 * Plain markup and a small stylesheet instead of Chakra: /login is the first page loaded, and Chakra would be
 * about 70 KiB gzip of it (design §8.33). Chakra loads with the signed-in console.
 */
export function LoginScreen() {
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/login' })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Both fields are required (the spec's rules); an empty one says so under it instead of calling the server.
  const [checked, setChecked] = useState(false)
  const id = useId()
  const missing = { username: checked && !username.trim(), password: checked && !password }

  // The signed-in shell's chunks download while the form waits for the user (issue 12).
  useEffect(prefetchShellWhenIdle, [])

  async function submit(e: FormEvent) {
    e.preventDefault()
    setChecked(true)
    if (!username.trim() || !password) {
      document.getElementById(`${id}-${username.trim() ? 'password' : 'username'}`)?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await login({ username, password, rememberMe })
      sessionStore.set(answer)
      keepDraftsOf(answer.username)
      await navigate({ to: redirect ?? '/', replace: true })
    } catch (err) {
      setError(errorText(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} aria-busy={busy} noValidate>
        <h1 className="login__title">
          <span className="login__mark" aria-hidden="true" />
          {PRODUCT_NAME}
        </h1>
        <div className="login__fields">
          <div className="login__field">
            <label className="login__label login__label--required" htmlFor={`${id}-username`}>Username</label>
            <input
              id={`${id}-username`}
              className="login__input"
              name="username"
              autoComplete="username"
              required
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? `${id}-username-error` : undefined}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
            {missing.username && <p id={`${id}-username-error`} className="login__field-error">{MESSAGES.required}</p>}
          </div>
          <div className="login__field">
            <label className="login__label login__label--required" htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              className="login__input"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={missing.password || undefined}
              aria-describedby={missing.password ? `${id}-password-error` : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {missing.password && <p id={`${id}-password-error`} className="login__field-error">{MESSAGES.required}</p>}
          </div>
          <label className="login__remember">
            <input
              className="login__checkbox"
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
            />
            Remember me
          </label>
          {error && <p role="alert" className="login__error">{error}</p>}
          <button type="submit" className="nc-button login__submit" disabled={busy}>
            {busy && <span className="nc-spinner" aria-hidden="true" />}
            Sign in
          </button>
        </div>
      </form>
    </main>
  )
}
