import { describe, expect, test } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'
import { portions } from '@/features/portions/view'
import { chiefSandbox } from '@/test/support/chiefSandbox'
import { exportList } from './exportList'

const { server, store } = chiefSandbox()

/** The file's text with its byte-order mark (jsdom's Blob has no text(); its FileReader reads the bytes). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(blob)
  })

/** Resolves when the next list call of portions has been sent. */
const nextListCall = () =>
  new Promise<void>((resolve) => {
    const seen = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith('/portions')) return
      server.events.removeListener('request:start', seen)
      resolve()
    }
    server.events.on('request:start', seen)
  })

describe('exportList', () => {
  test('an export started while a cancelled one of the same list still has a call out completes', async () => {
    sessionStore.set({ token: 't', username: 'chief', displayname: 'Chief', roles: 'Viewer,Editor,Admin' })
    const queryClient = new QueryClient()
    const position = { search: '', filter: {} }
    const first = new AbortController()
    const sent = nextListCall()
    const cancelled = exportList(queryClient, portions, position, { locale: 'en', signal: first.signal })
    const cancelledEnd = expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    await sent
    first.abort()
    const file = await exportList(queryClient, portions, position, { locale: 'en' })
    await cancelledEnd
    expect(file.count).toBeGreaterThan(portions.pageSize)
    expect((await textOf(file.blob)).split('\r\n')[0]).toBe('\uFEFFId,Name,Amount,Unit,kcal')
  })

  test('a German interface writes semicolons and decimal commas', async () => {
    sessionStore.set({ token: 't', username: 'chief', displayname: 'Chief', roles: 'Viewer,Editor,Admin' })
    const { id } = store.create('portions', {
      name: 'Muesli; oats',
      servingId: 1,
      amount: 1.5,
      unit: '0.5 cup',
      kcal: 92,
    })
    const file = await exportList(new QueryClient(), portions, { search: 'Muesli', filter: {} }, { locale: 'de' })
    const [header, row] = (await textOf(file.blob)).split('\r\n')
    expect(header).toBe('\uFEFFId;Name;Amount;Unit;kcal')
    // Numbers take the decimal comma; text stays as the list shows it, quoted where it holds the separator.
    expect(row).toBe(`${id};"Muesli; oats";1,5;0.5 cup;92`)
  })
})
