import { createElement } from 'react'
import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource, type AnyResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalNumber, optionalText } from '@/features/resources/recordFields'
import { integer, required } from '@/features/forms/rules'
import { scales } from '@/features/scales/resource'
import { choices } from '@/features/choices/resource'
import { QuestionChoices } from './QuestionChoices'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  scaleId: optionalId,
  text: optionalText,
  sortOrder: optionalNumber,
  reversed: z.boolean().nullish(),
})

/** Questions of a scale; a row expands to its choices (design §8.11). */
export const questions = defineResource({
  name: 'questions',
  path: '/questions',
  screen: SCREENS.questions,
  title: 'Questions',
  suffix: 'Question',
  titleProperty: 'text',
  schema,
  pageSize: PAGE_SIZES.standard,
  parent: { resource: (): AnyResource => scales, key: 'scaleId' },
  defaults: { reversed: false },
  fields: [
    { name: 'text', label: 'Text', input: 'text', rules: [required()] },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
    { name: 'reversed', label: 'Reversed scoring', input: 'checkbox' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'text', header: 'Text' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
  children: [{ resource: (): AnyResource => choices, label: 'Choices' }],
  renderExpanded: (question) => createElement(QuestionChoices, { questionId: question.id }),
})
