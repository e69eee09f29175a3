import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** The state filter (see docs/decisions.md, "Filters in the address"): always sent, starting at '0' = all. */
export const AREA_STATES = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '2', label: 'Inactive' },
] as const

export const optimizationAreas = declareResource({
  name: 'optimizationareas',
  path: '/optimizationareas',
  title: 'Optimization areas',
  suffix: 'Optimization area',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/optimizationarea-list', title: 'Optimization Areas', menu: 6 },
  pageSize: PAGE_SIZES.stateFilter,
  filters: [{ name: 'state', label: 'State', initial: '0', options: { kind: 'static', options: AREA_STATES } }],
  defaults: { active: true },
  children: [
    { resource: 'targets', label: 'Targets' },
    { resource: 'methods', label: 'Methods' },
  ],
  schema: (f) =>
    f.record({
      title: f.required(f.text),
      description: f.html,
      image: f.image,
      optimisationId: f.dictionary('optimisation'),
      active: f.boolean,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    optimizationareas: typeof optimizationAreas
  }
}
