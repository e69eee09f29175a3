import type { SandboxData } from '../store/types'
import { seedCoaching } from './coaching'
import { seedCourses } from './courses'
import { seedDashboard } from './dashboard'
import { DICTIONARIES, SERVINGS } from './dictionaries'
import { seedLexicon } from './lexicon'
import { seedPortions, seedRecipes } from './nutrition'
import { seedPatients, seedPromotions, seedUsers } from './people'
import { seedScales } from './scales'
import { seedWebpages } from './webpages'

/** Bump when the seed's shape changes: a persisted store of another version is reseeded. */
export const SEED_VERSION = 2

/** The sandbox's starting data; deterministic (no clock, no Math.random). */
export function buildSeed(): SandboxData {
  const lexicon = seedLexicon()
  const coaching = seedCoaching()
  const courses = seedCourses()
  const scales = seedScales()
  const promotions = seedPromotions()
  return {
    collections: {
      portions: seedPortions(),
      recipes: seedRecipes(),
      promotions: promotions.promotions,
      patients: seedPatients(),
      lexiconcategories: lexicon.categories,
      lexicon: lexicon.entries,
      optimizationareas: coaching.areas,
      targets: coaching.targets,
      methods: coaching.methods,
      methodmultiplechoices: coaching.multipleChoices,
      methodtexts: coaching.texts,
      courses: courses.courses,
      chapters: courses.chapters,
      subchapters: courses.subchapters,
      scales: scales.scales,
      questions: scales.questions,
      choices: scales.choices,
      webpages: seedWebpages(),
      users: seedUsers(),
    },
    dictionaries: structuredClone(DICTIONARIES),
    servings: structuredClone(SERVINGS),
    dashboard: seedDashboard(),
    files: promotions.files,
    images: [],
  }
}
