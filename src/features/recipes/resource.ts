import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/**
 * Recipes list and get at /recipes but write to /Recipe. `?parentId=` narrows the list to the variants of one recipe
 * (see docs/decisions.md, "Lists without a parent"): the list is then titled by that recipe, with a back arrow, and new
 * recipes are added as its variants.
 */
export const recipes = declareResource({
  name: 'recipes',
  path: '/recipes',
  writePath: '/Recipe',
  title: 'Recipes',
  suffix: 'Recipe',
  titleProperty: 'title',
  role: ROLES.ADMIN,
  route: { path: '/recipes-list', menu: 12 },
  pageSize: PAGE_SIZES.standard,
  parent: { resource: 'recipes', key: 'parentId', optional: true },
  schema: (f) =>
    f.record({
      parentId: f.id,
      title: f.required(f.text),
      image: f.image,
      description: f.html,
      preparationMinutes: f.integer,
      servings: f.integer,
      kcal: f.decimal,
      dietId: f.dictionary('diet'),
      indicationId: f.dictionary('indication'),
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    recipes: typeof recipes
  }
}
