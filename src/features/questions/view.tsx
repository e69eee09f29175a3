import { integer, required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'
import { QuestionChoices } from './QuestionChoices'

export const questions = defineView('questions', {
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
  renderExpanded: (question) => <QuestionChoices questionId={question.id} />,
})
