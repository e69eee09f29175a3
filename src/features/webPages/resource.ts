import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource } from '@/features/resources/types'
import { idSchema, optionalText } from '@/features/resources/recordFields'
import { required } from '@/features/forms/rules'

const schema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  title: optionalText,
  slug: optionalText,
  content: optionalText,
  published: z.boolean().nullish(),
})

/** Web pages shown inside the app (screen: Web Views). */
export const webPages = defineResource({
  name: 'webpages',
  path: '/webpages',
  screen: SCREENS.webViews,
  title: 'Web views',
  suffix: 'Web page',
  titleProperty: 'title',
  schema,
  pageSize: PAGE_SIZES.standard,
  defaults: { published: false },
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
