import { defineView } from '@/features/resources/defineView'

export const methodMultipleChoices = defineView('methodmultiplechoices', {
  fields: [
    { name: 'text', label: 'Text' },
    { name: 'isCorrect', label: 'Correct answer' },
    { name: 'sortOrder', label: 'Sort order' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'text', header: 'Text' },
    { key: 'isCorrect', header: 'Correct' },
    { key: 'sortOrder', header: 'Sort order' },
  ],
})
