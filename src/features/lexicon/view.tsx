import { defineView } from '@/features/resources/defineView'

export const lexicon = defineView('lexicon', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'text', label: 'Text' },
    { name: 'image', label: 'Image' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
  ],
})
