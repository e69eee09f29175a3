import { defineView } from '@/features/resources/defineView'

export const webPages = defineView('webpages', {
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Slug' },
    { name: 'content', label: 'Content' },
    { name: 'published', label: 'Published' },
  ],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'title', header: 'Title' },
    { key: 'slug', header: 'Slug', hideOnMobile: true },
    { key: 'published', header: 'Published', hideOnMobile: true },
  ],
})
