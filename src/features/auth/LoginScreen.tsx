import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { login } from '@/api/auth'
import { errorText } from '@/api/errors'
import { sessionStore } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { MESSAGES } from '@/i18n/messages'
import { keepDraftsOf } from '@/features/resources/edit/drafts'
import { prefetchShellWhenIdle } from './prefetchShell'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { Alert } from '@/ui/Alert'
import { Input } from '@/ui/Input'
import { paletteClass } from '@/ui/palette'
import { loginStyles as s } from './LoginScreen.styles'
import { useLingui } from '@lingui/react'

/**
 * On the kit (static CSS, no styling runtime): /login is the first page loaded, and a runtime such as Chakra's would
 * be about 70 KiB gzip of it (see docs/decisions.md, "First-load budgets").
 */
export function LoginScreen() {
  const { _ } = useLingui()
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

  // The signed-in shell's chunks download while the form waits for the user.
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
    <main className={s.page}>
      <form className={s.card} onSubmit={submit} aria-busy={busy} noValidate>
        <h1 className={s.title}>
          <span className={s.mark} aria-hidden="true" />
          {PRODUCT_NAME}
        </h1>
        <div className={s.fields}>
          <div className={s.field}>
            <label className={cx(s.label, s.required)} htmlFor={`${id}-username`}>
              {_('Username')}
            </label>
            <Input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              required
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? `${id}-username-error` : undefined}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
            {missing.username && (
              <p id={`${id}-username-error`} className={s.fieldError}>
                {MESSAGES.required}
              </p>
            )}
          </div>
          <div className={s.field}>
            <label className={cx(s.label, s.required)} htmlFor={`${id}-password`}>
              {_('Password')}
            </label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={missing.password || undefined}
              aria-describedby={missing.password ? `${id}-password-error` : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {missing.password && (
              <p id={`${id}-password-error`} className={s.fieldError}>
                {MESSAGES.required}
              </p>
            )}
          </div>
          <label className={s.remember}>
            <input
              className={cx(s.checkbox, paletteClass.brand)}
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
            />
            {_('Remember me')}
          </label>
          {error && <Alert status="error" title={error} />}
          <Button type="submit" className={s.submit} loading={busy}>
            {_('Sign in')}
          </Button>
        </div>
      </form>
    </main>
  )
}
