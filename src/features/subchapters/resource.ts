import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, imageValue, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { chapters } from '@/features/chapters/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  chapterId: optionalId,
  title: optionalText,
  content: optionalText,
  image: imageValue,
  durationMinutes: optionalNumber,
  sortOrder: optionalNumber,
})

export const subchapters = defineResource({
  name: 'subchapters',
  path: '/subchapters',
  screen: SCREENS.subchapters,
  title: 'Subchapters',
  suffix: 'Subchapter',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => chapters, key: 'chapterId' },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'content', label: 'Content', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'durationMinutes', label: 'Duration (minutes)', input: 'number', rules: [integer()] },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'durationMinutes', header: 'Minutes', hideOnMobile: true },
  ],
})
