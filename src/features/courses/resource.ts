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
  title: optionalText,
  description: optionalText,
  image: imageValue,
  goalId: optionalId,
  published: z.boolean().nullish(),
  sortOrder: optionalNumber,
})

export const courses = defineResource({
  name: 'courses',
  path: '/courses',
  screen: SCREENS.courses,
  title: 'Courses',
  suffix: 'Course',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  defaults: { published: false },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
    { name: 'goalId', label: 'Goal', input: 'select', options: { kind: 'dictionary', dictionary: 'goal' } },
    { name: 'published', label: 'Published', input: 'checkbox' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'published', header: 'Published', hideOnMobile: true },
  ],
  children: [{ resource: (): AnyResource => chapters, label: 'Chapters' }],
})
