import { http, HttpResponse } from 'msw'
import { fakeBackend, numberedRows, namedItem } from './fakeBackend'
import { itemsResource } from './itemsResource'

/** Items whose child lists are lexicon entries and chapters (chapters hold subchapters). */
export const itemsWithChildren = () =>
  itemsResource({
    children: [
      { resource: 'lexicon', label: 'Entries' },
      { resource: 'chapters', label: 'Chapters' },
    ],
  })

/**
 * The child lists' count calls: every item holds 4 lexicon entries and 1 chapter. Each call's query goes into
 * `counted`.
 */
export function childCountHandlers(counted: string[]) {
  return [
    http.get('*/api/v1/lexicon', ({ request }) => {
      counted.push(new URL(request.url).search)
      return HttpResponse.json({ values: [{ id: 9, title: 'x' }], total: 4 })
    }),
    http.get('*/api/v1/chapters', ({ request }) => {
      counted.push(new URL(request.url).search)
      return HttpResponse.json({ values: [], total: 1 })
    }),
  ]
}

/** Three items (Item 1 to 3) and their child lists' counts, as childCountHandlers serves them. */
export const itemsWithChildCounts = (counted: string[]) => [
  ...fakeBackend('/items', numberedRows(3, namedItem)).handlers,
  ...childCountHandlers(counted),
]
