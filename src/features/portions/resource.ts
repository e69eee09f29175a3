import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

export const portions = declareResource({
  name: 'portions',
  path: '/portions',
  title: 'Portions',
  suffix: 'Portion',
  titleProperty: 'name',
  role: ROLES.VIEWER,
  route: { path: '/', menu: 1 },
  pageSize: PAGE_SIZES.standard,
  filters: [{ name: 'filter', label: 'Serving', options: { kind: 'servings' }, allLabel: 'All servings' }],
  schema: (f) =>
    f.record({
      name: f.text,
      servingId: f.id,
      amount: f.number,
      unit: f.text,
      kcal: f.number,
      protein: f.number,
      fat: f.number,
      carbs: f.number,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    portions: typeof portions
  }
}
