import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, minField, required } from '@/features/forms/rules'
import { questions } from '@/features/questions/resource'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  title: optionalText,
  description: optionalText,
  minScore: optionalNumber,
  maxScore: optionalNumber,
})

/** Psychogram scales (menu label Psychogramm). */
export const scales = defineResource({
  name: 'scales',
  path: '/scales',
  screen: SCREENS.scales,
  title: 'Scales',
  suffix: 'Scale',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'description', label: 'Description', input: 'richtext' },
    { name: 'minScore', label: 'Minimum score', input: 'number', rules: [integer()] },
    { name: 'maxScore', label: 'Maximum score', input: 'number', rules: [integer(), minField('minScore', 'Minimum score')] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'minScore', header: 'Min', hideOnMobile: true },
    { key: 'maxScore', header: 'Max', hideOnMobile: true },
  ],
  children: [{ resource: (): AnyResource => questions, label: 'Questions' }],
})
