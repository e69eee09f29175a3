import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { noticeStore, type Notice } from '@/features/live/notices'
import { startNoticeFeed } from '@/features/resources/noticeFeed'
import { SCREENS } from './screens'
import { ToolbarPopover } from './ToolbarPopover'
import { useUnreadTitle } from './useUnreadTitle'
import { badgeClass } from '@/ui/feedback.styles'
import { cx } from '@/ui/cx'
import { paletteClass } from '@/ui/palette'
import { bellStyles as s } from './NotificationBell.styles'
import { useLingui } from '@lingui/react'

/** The colour of an entry's edge; its words say the same. */
const STATUS: Record<Notice['kind'], string> = {
  added: 'info',
  updated: 'info',
  deleted: 'warning',
  free: 'success',
  bulk: 'info',
}

function useNoticeText(): (notice: Notice) => string {
  const { _ } = useLingui()
  return ({ kind, who = '', text }) => {
    switch (kind) {
      case 'added':
        return _('{who} added {title}', { who, title: text })
      case 'updated':
        return _('{who} changed {title}', { who, title: text })
      case 'deleted':
        return _('{who} deleted {title}', { who, title: text })
      case 'free':
        return _('{name} is free to edit', { name: text })
      case 'bulk':
        return text
    }
  }
}

/**
 * The bell: what happened to records the user has open or asked about (live/notices.ts), newest first, each opening its
 * record in its list; the unread count beside it, and in the title of a hidden tab. Its link to /notifications (the
 * template's demo) shows only to who may open it (see docs/decisions.md, "Roles and links").
 */
export function NotificationBell() {
  const { _, i18n } = useLingui()
  const session = useSession()
  const canOpenAll = hasRole(session, SCREENS.notifications.role)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.all)
  const unread = useSyncExternalStore(noticeStore.subscribe, noticeStore.unread)
  const textOf = useNoticeText()
  useUnreadTitle(unread)

  // As the palette opens a record: its list first, then the dialog over it, so Back closes the dialog onto the list.
  const open = async (list: string, href?: string) => {
    await navigate({ href: list })
    if (href) await navigate({ href })
  }
  useEffect(
    () =>
      startNoticeFeed(queryClient, (list, href) => {
        void (async () => {
          await navigate({ href: list })
          if (href) await navigate({ href })
        })()
      }),
    [queryClient, navigate],
  )

  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' })
  return (
    <ToolbarPopover
      label={_('Notifications ({count})', { count: unread })}
      title={_(SCREENS.notifications.title)}
      icon={<Bell aria-hidden />}
      maxWidth={360}
      onOpenChange={(open) => open && noticeStore.markAllRead()}
      // The count sits beside the button, not in it: visible text inside would have to match its name.
      beside={
        unread > 0 && (
          <span className={cx(badgeClass.solidXs, paletteClass.danger, s.count)} aria-hidden>
            {unread}
          </span>
        )
      }
    >
      {notices.length === 0 ? (
        <p className={s.empty}>{_('Nothing has happened yet.')}</p>
      ) : (
        <ul className={s.list}>
          {notices.map((n) => {
            const text = textOf(n)
            const target = n.href ?? n.list
            return (
              <li key={n.key} className={s.item} data-status={STATUS[n.kind]}>
                {target ? (
                  <a
                    href={target}
                    className={s.open}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || !n.list) return
                      e.preventDefault()
                      void open(n.list, n.href)
                    }}
                  >
                    {text}
                  </a>
                ) : (
                  <p>{text}</p>
                )}
                <time className={s.time} dateTime={new Date(n.at).toISOString()}>
                  {time.format(n.at)}
                </time>
              </li>
            )
          })}
        </ul>
      )}
      {canOpenAll && (
        <Link to={SCREENS.notifications.path} className={s.all}>
          {_('All notifications')}
        </Link>
      )}
    </ToolbarPopover>
  )
}
