import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { integer, required } from '@/features/forms/rules'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { lexicon } from '@/features/lexicon/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  title: optionalText,
  image: imageValue,
  sortOrder: optionalNumber,
})

export const lexiconCategories = defineResource({
  name: 'lexiconcategories',
  path: '/lexiconcategories',
  screen: SCREENS.lexiconCategories,
  title: 'Lexicon categories',
  suffix: 'Lexicon category',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.short,
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
  children: [{ resource: (): AnyResource => lexicon, label: 'Lexicon entries' }],
})
