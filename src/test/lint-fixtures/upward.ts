// layers.test.ts lints this as if it sat in a feature folder: a feature importing the composition root.
import { createAppRouter } from '@/app/router'

export const router = createAppRouter
