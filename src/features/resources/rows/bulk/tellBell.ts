import { noticeStore } from '@/features/live/notices'

/** A bulk run's summary goes to the bell too, opening the list it ran in: its toast goes after a few seconds. */
export function tellBell(summary: string): void {
  const list = typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`
  noticeStore.add({ kind: 'bulk', text: summary, ...(list ? { list } : {}) })
}
