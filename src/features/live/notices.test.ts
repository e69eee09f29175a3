import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  sessionStorage.clear()
  vi.resetModules()
})

const load = async () => {
  const notices = await import('./notices')
  const signOut = await import('@/features/auth/signOut')
  return { ...notices, ...signOut }
}

test('newest first, unread until the bell is opened, kept for the session (a reload), at most MAX_NOTICES', async () => {
  const { noticeStore, MAX_NOTICES } = await load()
  noticeStore.add(
    { kind: 'updated', who: 'Anna Admin', text: 'Zucker', list: '/portions', href: '/portions?edit=3' },
    1,
  )
  noticeStore.add({ kind: 'free', text: 'Salz', list: '/portions', href: '/portions?edit=4' }, 2)
  expect(noticeStore.all().map((n) => n.text)).toEqual(['Salz', 'Zucker'])
  expect(noticeStore.unread()).toBe(2)
  noticeStore.markAllRead()
  expect(noticeStore.unread()).toBe(0)
  noticeStore.add({ kind: 'bulk', text: '3 deleted, 0 skipped', list: '/portions' }, 3)

  // A reload: the module starts again from sessionStorage.
  vi.resetModules()
  const again = await load()
  expect(again.noticeStore.all().map((n) => [n.text, n.read])).toEqual([
    ['3 deleted, 0 skipped', false],
    ['Salz', true],
    ['Zucker', true],
  ])
  expect(again.noticeStore.unread()).toBe(1)

  for (let i = 0; i < MAX_NOTICES + 5; i++) again.noticeStore.add({ kind: 'free', text: `Row ${i}` }, 10 + i)
  expect(again.noticeStore.all()).toHaveLength(MAX_NOTICES)
  expect(again.noticeStore.all()[0]?.text).toBe(`Row ${MAX_NOTICES + 4}`)
})

test('sign-out forgets them, in memory and in sessionStorage', async () => {
  const { noticeStore, signOut } = await load()
  noticeStore.add({ kind: 'updated', who: 'Anna Admin', text: 'Zucker' })
  signOut({ clear: () => {} } as never, 'logout')
  expect(noticeStore.all()).toEqual([])
  expect(sessionStorage.length).toBe(0)
})

test('what another version or a hand left in sessionStorage is nothing', async () => {
  sessionStorage.setItem('nc.notices', JSON.stringify([{ key: 1, kind: 'hacked' }]))
  const { noticeStore } = await load()
  expect(noticeStore.all()).toEqual([])
  sessionStorage.setItem('nc.notices', '{not json')
  vi.resetModules()
  expect((await load()).noticeStore.all()).toEqual([])
})
