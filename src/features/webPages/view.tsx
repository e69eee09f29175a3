import { required } from '@/features/forms/rules'
import { defineView } from '@/features/resources/defineView'

export const webPages = defineView('webpages', {
  fields: [
    { name: 'title', label: 'Title', input: 'text', rules: [required()] },
    { name: 'slug', label: 'Slug', input: 'text', rules: [required()] },
    { name: 'content', label: 'Content', input: 'richtext' },
    { name: 'published', label: 'Published', input: 'checkbox' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'slug', header: 'Slug', hideOnMobile: true },
    { key: 'published', header: 'Published', hideOnMobile: true },
  ],
})
