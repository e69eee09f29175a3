import type { SandboxRecord } from '../store/types'
import type { SandboxStore } from '../store/store'

export type Role = 'Viewer' | 'Editor' | 'Admin'

/** What a field may hold; the sandbox answers 400 when a body breaks it. Null is always allowed unless required. */
export type FieldKind =
  | 'text'
  | 'html'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'image'
  | 'email'
  | 'roles'
  | 'password'
  | { ref: string }
  | { dictionary: string }
  | 'serving'
  | 'file'

/** A list filter beyond search and parent: a predicate for the query value, or a message when the value is bad. */
export type ListFilter = (value: string) => ((record: SandboxRecord) => boolean) | string

export interface ResourceSpec {
  /** API name, collection key and live group. */
  name: string
  /** Singular noun for messages. */
  noun: string
  path: string
  /** Create/update/delete path where it differs from `path`. */
  writePath?: string
  role: Role
  fields: Record<string, FieldKind>
  required: readonly string[]
  requiredOnCreate?: readonly string[]
  unique?: readonly string[]
  /** Parent key (record field and list query key) and the collection it points into. */
  parent?: { key: string; resource: string; required: boolean; onDelete: 'cascade' | 'detach' }
  filters?: Record<string, ListFilter>
  readOnly?: boolean
  /** Stored but never answered. */
  hidden?: readonly string[]
  /** Fields the server fills from others (names resolved from dictionaries). */
  derive?(record: SandboxRecord, store: SandboxStore): void
  /** Rules across fields; field → message. */
  check?(record: SandboxRecord): Record<string, string>
}

const PARENT = (resource: string, key: string) => ({ key, resource, required: true, onDelete: 'cascade' as const })

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

export const RESOURCES: readonly ResourceSpec[] = [
  {
    name: 'portions',
    noun: 'portion',
    path: '/portions',
    role: 'Viewer',
    fields: { name: 'text', servingId: 'serving', amount: 'number', unit: 'text', kcal: 'number', protein: 'number', fat: 'number', carbs: 'number' },
    required: ['name', 'servingId', 'amount'],
    filters: {
      // design §8.9: `filter` is the serving id.
      filter: (value) => (/^\d+$/.test(value) ? (r) => String(r.servingId) === value : 'filter must be a serving id'),
    },
    derive(record, store) {
      record.serving = store.state.servings.find((s) => s.id === record.servingId)?.name ?? null
    },
  },
  {
    name: 'recipes',
    noun: 'recipe',
    path: '/recipes',
    writePath: '/Recipe',
    role: 'Admin',
    fields: { title: 'text', image: 'image', description: 'html', preparationMinutes: 'integer', servings: 'integer', kcal: 'number', dietId: { dictionary: 'diet' }, indicationId: { dictionary: 'indication' } },
    required: ['title'],
    parent: { key: 'parentId', resource: 'recipes', required: false, onDelete: 'detach' },
  },
  {
    name: 'promotions',
    noun: 'promotion',
    path: '/promotions',
    role: 'Editor',
    fields: { title: 'text', insuranceId: { dictionary: 'insurance' }, code: 'text', validFrom: 'date', validTo: 'date', couponFileId: 'file', couponFileName: 'text' },
    required: ['title', 'insuranceId'],
    derive(record, store) {
      record.insurance = store.dictionary('insurance')?.find((d) => d.id === record.insuranceId)?.name ?? null
    },
    check(record): Record<string, string> {
      const from = record.validFrom
      const to = record.validTo
      if (typeof from === 'string' && typeof to === 'string' && to.slice(0, 10) <= from.slice(0, 10)) {
        return { validTo: 'Valid to must be after valid from.' }
      }
      return {}
    },
  },
  {
    name: 'patients',
    noun: 'patient',
    path: '/patients',
    role: 'Admin',
    readOnly: true,
    fields: { firstName: 'text', lastName: 'text', email: 'email', gender: 'integer', birthDate: 'date', insuranceId: { dictionary: 'insurance' }, goalId: { dictionary: 'goal' }, registeredAt: 'date' },
    required: [],
  },
  {
    name: 'lexiconcategories',
    noun: 'lexicon category',
    path: '/lexiconcategories',
    role: 'Admin',
    fields: { title: 'text', image: 'image', sortOrder: 'integer' },
    required: ['title'],
  },
  {
    name: 'lexicon',
    noun: 'lexicon entry',
    path: '/lexicon',
    role: 'Admin',
    fields: { title: 'text', text: 'html', image: 'image' },
    required: ['title'],
    parent: PARENT('lexiconcategories', 'categoryId'),
  },
  {
    name: 'optimizationareas',
    noun: 'optimization area',
    path: '/optimizationareas',
    role: 'Admin',
    fields: { title: 'text', description: 'html', image: 'image', optimisationId: { dictionary: 'optimisation' }, active: 'boolean' },
    required: ['title'],
    filters: {
      // design §8.9: '0' all, '1' active, '2' inactive.
      state: (value) =>
        value === '0' ? () => true : value === '1' ? (r) => r.active === true : value === '2' ? (r) => r.active !== true : "state must be '0', '1' or '2'",
    },
  },
  {
    name: 'targets',
    noun: 'target',
    path: '/targets',
    role: 'Admin',
    fields: { title: 'text', description: 'html', targetId: { dictionary: 'target' }, value: 'number', unit: 'text' },
    required: ['title'],
    parent: PARENT('optimizationareas', 'optimizationAreaId'),
  },
  {
    name: 'methods',
    noun: 'method',
    path: '/methods',
    role: 'Admin',
    fields: { title: 'text', description: 'html', image: 'image', durationMinutes: 'integer', motivationId: { dictionary: 'motivation' } },
    required: ['title'],
    // Generic methods have no parent (design §8.10).
    parent: { key: 'parentId', resource: 'optimizationareas', required: false, onDelete: 'cascade' },
  },
  {
    name: 'methodmultiplechoices',
    noun: 'multiple choice',
    path: '/methodmultiplechoices',
    role: 'Admin',
    fields: { text: 'text', isCorrect: 'boolean', sortOrder: 'integer' },
    required: ['text'],
    parent: PARENT('methods', 'methodId'),
  },
  {
    name: 'methodtexts',
    noun: 'method text',
    path: '/methodtexts',
    role: 'Admin',
    fields: { title: 'text', text: 'html', sortOrder: 'integer' },
    required: ['title'],
    parent: PARENT('methods', 'methodId'),
  },
  {
    name: 'courses',
    noun: 'course',
    path: '/courses',
    role: 'Admin',
    fields: { title: 'text', description: 'html', image: 'image', goalId: { dictionary: 'goal' }, published: 'boolean', sortOrder: 'integer' },
    required: ['title'],
  },
  {
    name: 'chapters',
    noun: 'chapter',
    path: '/chapters',
    role: 'Admin',
    fields: { title: 'text', description: 'html', sortOrder: 'integer' },
    required: ['title'],
    parent: PARENT('courses', 'courseId'),
  },
  {
    name: 'subchapters',
    noun: 'subchapter',
    path: '/subchapters',
    role: 'Admin',
    fields: { title: 'text', content: 'html', image: 'image', durationMinutes: 'integer', sortOrder: 'integer' },
    required: ['title'],
    parent: PARENT('chapters', 'chapterId'),
  },
  {
    name: 'scales',
    noun: 'scale',
    path: '/scales',
    role: 'Admin',
    fields: { title: 'text', description: 'html', minScore: 'integer', maxScore: 'integer' },
    required: ['title'],
    check(record): Record<string, string> {
      const { minScore, maxScore } = record
      return isNumber(minScore) && isNumber(maxScore) && maxScore < minScore ? { maxScore: 'Max score must not be below min score.' } : {}
    },
  },
  {
    name: 'questions',
    noun: 'question',
    path: '/questions',
    role: 'Admin',
    fields: { text: 'text', sortOrder: 'integer', reversed: 'boolean' },
    required: ['text'],
    parent: PARENT('scales', 'scaleId'),
  },
  {
    name: 'choices',
    noun: 'choice',
    path: '/choices',
    role: 'Admin',
    fields: { text: 'text', value: 'integer', sortOrder: 'integer' },
    required: ['text', 'value'],
    parent: PARENT('questions', 'questionId'),
  },
  {
    name: 'webpages',
    noun: 'web page',
    path: '/webpages',
    role: 'Admin',
    fields: { title: 'text', slug: 'text', content: 'html', published: 'boolean' },
    required: ['title', 'slug'],
    unique: ['slug'],
  },
  {
    name: 'users',
    noun: 'user',
    path: '/users',
    role: 'Admin',
    fields: { username: 'text', email: 'email', displayname: 'text', roles: 'roles', password: 'password', active: 'boolean' },
    required: ['username', 'email', 'displayname', 'roles'],
    requiredOnCreate: ['password'],
    unique: ['username'],
    hidden: ['password'],
  },
]

export function resourceSpec(name: string): ResourceSpec | undefined {
  return RESOURCES.find((r) => r.name === name)
}
