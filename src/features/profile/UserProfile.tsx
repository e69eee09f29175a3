import { useSession } from '@/features/auth/useSession'
import { SCREENS } from '@/features/shell/screens'
import { profileClass as s } from './UserProfile.styles'
import { useLingui } from '@lingui/react'

/** The signed-in user's session facts, read-only (see docs/decisions.md, "Profile and demo screens"). */
export function UserProfile() {
  const { _ } = useLingui()
  const session = useSession()
  const items = [
    { label: 'Username', value: session.username },
    { label: 'Display name', value: session.displayname },
  ]
  return (
    <div className={s.root}>
      <h1 className={s.title}>{_(SCREENS.userProfile.title)}</h1>
      <div className={s.card}>
        <dl className={s.list.root}>
          {items.map((item) => (
            <div key={item.label} className={s.list.item}>
              <dt className={s.list.itemLabel}>{_(item.label)}</dt>
              <dd className={s.list.itemValue}>{item.value}</dd>
            </div>
          ))}
          <div className={s.list.item}>
            <dt className={s.list.itemLabel}>{_('Roles')}</dt>
            <dd className={s.list.itemValue}>
              <ul className={s.roles}>
                {session.roles.map((r) => (
                  <li key={r}>
                    <span className={s.role}>{_(r)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
