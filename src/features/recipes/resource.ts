import { createElement } from 'react'
import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { decimal, integer, required } from '@/features/forms/rules'
import { VariantsLink } from './VariantsLink'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  parentId: optionalId,
  title: optionalText,
  image: imageValue,
  description: optionalText,
  preparationMinutes: optionalNumber,
  servings: optionalNumber,
  kcal: optionalNumber,
  dietId: optionalId,
  indicationId: optionalId,
})

/**
 * Recipes list and get at /recipes but write to /Recipe (spec §7). `?parentId=` narrows the list to the variants
 * of one recipe (design §8.10): the list is then titled by that recipe, with a back arrow, and new recipes are
 * added as its variants.
 */
export const recipes = defineResource({
  name: 'recipes',
  path: '/recipes',
  writePath: '/Recipe',
  screen: SCREENS.recipes,
  title: 'Recipes',
  suffix: 'Recipe',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => recipes, key: 'parentId', optional: true },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'preparationMinutes', label: 'Preparation (minutes)', input: 'number', rules: [integer()] },
    { name: 'servings', label: 'Servings', input: 'number', rules: [integer()] },
    { name: 'kcal', label: 'kcal', input: 'number', rules: [decimal()] },
    { name: 'dietId', label: 'Diet', input: 'select', options: { kind: 'dictionary', dictionary: 'diet' } },
    {
      name: 'indicationId',
      label: 'Indication',
      input: 'select',
      options: { kind: 'dictionary', dictionary: 'indication' },
    },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'kcal', header: 'kcal', hideOnMobile: true },
    { key: 'preparationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
  renderActions: (r) => createElement(VariantsLink, { recipeId: r.id, title: r.title ?? String(r.id) }),
})
