import { defineView } from '@/features/resources/defineView'
import { QuestionChoices } from './QuestionChoices'

export const questions = defineView('questions', {
  fields: [
    { name: 'text', label: 'Text' },
    { name: 'sortOrder', label: 'Sort order' },
    { name: 'reversed', label: 'Reversed scoring' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'text', header: 'Text' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
  renderExpanded: (question) => <QuestionChoices questionId={question.id} />,
})
