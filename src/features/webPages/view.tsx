import { defineView } from '@/features/resources/defineView'

export const webPages = defineView('webpages', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Slug' },
    { name: 'content', label: 'Content' },
    { name: 'published', label: 'Published' },
  ],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'title', header: 'Title' },
    { key: 'slug', header: 'Slug' },
    { key: 'published', header: 'Published' },
  ],
})
