import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** Web pages shown inside the app (screen: Web Views). */
export const webPages = declareResource({
  name: 'webpages',
  path: '/webpages',
  title: 'Web views',
  suffix: 'Web page',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/webview-list', title: 'Web Views', menu: 10 },
  pageSize: PAGE_SIZES.standard,
  defaults: { published: false },
  schema: (f) =>
    f.record({ title: f.required(f.text), slug: f.required(f.text), content: f.html, published: f.boolean }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    webpages: typeof webPages
  }
}
