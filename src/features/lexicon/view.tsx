import { required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'
import { lexicon as declaration } from './resource'

export const lexicon = defineView(declaration, {
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
