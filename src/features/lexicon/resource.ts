import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { required } from '@/features/forms/rules'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalId, optionalText } from '@/features/resources/recordFields'
import { lexiconCategories } from '@/features/lexiconCategories/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  categoryId: optionalId,
  title: optionalText,
  text: optionalText,
  image: imageValue,
})

export const lexicon = defineResource({
  name: 'lexicon',
  path: '/lexicon',
  screen: SCREENS.lexicon,
  title: 'Lexicon entries',
  suffix: 'Lexicon entry',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => lexiconCategories, key: 'categoryId' },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'text', label: 'Text', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
  ],
})
