import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { courses } from '@/features/courses/resource'
import { subchapters } from '@/features/subchapters/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  courseId: optionalId,
  title: optionalText,
  description: optionalText,
  sortOrder: optionalNumber,
})

export const chapters = defineResource({
  name: 'chapters',
  path: '/chapters',
  screen: SCREENS.chapters,
  title: 'Chapters',
  suffix: 'Chapter',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => courses, key: 'courseId' },
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
  children: [{ resource: (): AnyResource => subchapters, label: 'Subchapters' }],
})
