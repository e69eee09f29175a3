import { useEffect } from 'react'

const COUNT = /^\(\d+\) /

/** While the tab is hidden and the bell has unread notices, the tab's title starts with their count: "(2) Portions · …". */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    const apply = () => {
      const title = document.title.replace(COUNT, '')
      document.title = document.hidden && unread > 0 ? `(${unread}) ${title}` : title
    }
    apply()
    document.addEventListener('visibilitychange', apply)
    return () => document.removeEventListener('visibilitychange', apply)
  }, [unread])
}
