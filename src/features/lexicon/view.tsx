import { required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const lexicon = defineView('lexicon', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'text', label: 'Text', input: 'richtext' },
    { name: 'image', label: 'Image', input: 'image' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
  ],
})
