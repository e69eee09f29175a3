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
      name: f.required(f.text),
      servingId: f.required(f.serving),
      amount: f.required(f.decimal),
      unit: f.text,
      kcal: f.decimal,
      protein: f.decimal,
      fat: f.decimal,
      carbs: f.decimal,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    portions: typeof portions
  }
}
