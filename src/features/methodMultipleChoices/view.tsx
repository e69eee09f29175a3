import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const methodMultipleChoices = defineView('methodmultiplechoices', {
  fields: [
    { name: 'text', label: 'Text', input: 'text', rules: [required()] },
    { name: 'isCorrect', label: 'Correct answer', input: 'checkbox' },
    { name: 'sortOrder', label: 'Sort order', input: 'number', rules: [integer()] },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'text', header: 'Text' },
    { key: 'isCorrect', header: 'Correct' },
    { key: 'sortOrder', header: 'Sort order', hideOnMobile: true },
  ],
})
