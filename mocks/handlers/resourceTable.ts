import type { SandboxRecord } from '../store/types'
import type { SandboxStore } from '../store/store'
import type { ResourceDeclaration } from '../../src/features/resources/declaration'
import type { RecordFields } from '../../src/features/resources/recordFields'
import type { Role } from '../../src/api/session'
import { DECLARATIONS } from '../../src/features/resources/registry'

export type { Role }

/** What a field may hold; the sandbox answers 400 when a body breaks it. Null is always allowed unless required. */
export type FieldKind =
  | 'text'
  | 'html'
  | 'number'
  | 'integer'
  /** The forms' `decimal` rule: at least 0, at most MAX_DECIMALS decimals. */
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'image'
  | 'email'
  | 'roles'
  | 'password'
  /** Trimmed, unique without case, and not one of the sandbox accounts. */
  | 'username'
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

/**
 * What the server knows beyond a resource's declaration: the kind it checks each field for where the record schema
 * is broader (rich text, whole numbers, dictionary ids, dates, e-mail…), the required fields, uniqueness, what
 * deleting a parent does to its children, derived fields, cross-field checks and the filters' predicates.
 */
interface ServerFacts {
  fields?: Record<string, FieldKind>
  required?: readonly string[]
  requiredOnCreate?: readonly string[]
  unique?: readonly string[]
  /** What deleting the parent does to the children; default cascade. */
  onDelete?: 'cascade' | 'detach'
  filters?: Record<string, ListFilter>
  hidden?: readonly string[]
  derive?(record: SandboxRecord, store: SandboxStore): void
  check?(record: SandboxRecord): Record<string, string>
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

const SERVER_FACTS: Readonly<Record<string, ServerFacts>> = {
  portions: {
    // The `decimal` fields follow the rules of the resources' forms (src/features/*/view.tsx).
    fields: { servingId: 'serving', amount: 'decimal', kcal: 'decimal', protein: 'decimal', fat: 'decimal', carbs: 'decimal' },
    required: ['name', 'servingId', 'amount'],
    filters: {
      // design §8.9: `filter` is the serving id.
      filter: (value) => (/^\d+$/.test(value) ? (r) => String(r.servingId) === value : 'filter must be a serving id'),
    },
    derive(record, store) {
      record.serving = store.state.servings.find((s) => s.id === record.servingId)?.name ?? null
    },
  },
  recipes: {
    fields: { description: 'html', preparationMinutes: 'integer', servings: 'integer', kcal: 'decimal', dietId: { dictionary: 'diet' }, indicationId: { dictionary: 'indication' } },
    required: ['title'],
    onDelete: 'detach',
  },
  promotions: {
    fields: { insuranceId: { dictionary: 'insurance' }, validFrom: 'date', validTo: 'date', couponFileId: 'file' },
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
  patients: {
    fields: { email: 'email', gender: 'integer', birthDate: 'date', insuranceId: { dictionary: 'insurance' }, goalId: { dictionary: 'goal' }, registeredAt: 'date' },
  },
  lexiconcategories: { fields: { sortOrder: 'integer' }, required: ['title'] },
  lexicon: { fields: { text: 'html' }, required: ['title'] },
  optimizationareas: {
    fields: { description: 'html', optimisationId: { dictionary: 'optimisation' } },
    required: ['title'],
    filters: {
      // design §8.9: '0' all, '1' active, '2' inactive.
      state: (value) =>
        value === '0' ? () => true : value === '1' ? (r) => r.active === true : value === '2' ? (r) => r.active !== true : "state must be '0', '1' or '2'",
    },
  },
  targets: { fields: { description: 'html', value: 'decimal', targetId: { dictionary: 'target' } }, required: ['title'] },
  methods: { fields: { description: 'html', durationMinutes: 'integer', motivationId: { dictionary: 'motivation' } }, required: ['title'] },
  methodmultiplechoices: { fields: { sortOrder: 'integer' }, required: ['text'] },
  methodtexts: { fields: { text: 'html', sortOrder: 'integer' }, required: ['title'] },
  courses: { fields: { description: 'html', goalId: { dictionary: 'goal' }, sortOrder: 'integer' }, required: ['title'] },
  chapters: { fields: { description: 'html', sortOrder: 'integer' }, required: ['title'] },
  subchapters: { fields: { content: 'html', durationMinutes: 'integer', sortOrder: 'integer' }, required: ['title'] },
  scales: {
    fields: { description: 'html', minScore: 'integer', maxScore: 'integer' },
    required: ['title'],
    check(record): Record<string, string> {
      const { minScore, maxScore } = record
      return isNumber(minScore) && isNumber(maxScore) && maxScore < minScore ? { maxScore: 'Max score must not be below min score.' } : {}
    },
  },
  questions: { fields: { sortOrder: 'integer' }, required: ['text'] },
  choices: { fields: { value: 'integer', sortOrder: 'integer' }, required: ['text', 'value'] },
  webpages: { fields: { content: 'html' }, required: ['title', 'slug'], unique: ['slug'] },
  users: {
    fields: { username: 'username', email: 'email', roles: 'roles', password: 'password' },
    required: ['username', 'email', 'displayname', 'roles'],
    requiredOnCreate: ['password'],
    unique: ['username'],
    hidden: ['password'],
  },
}

/**
 * The record fields as kind names: a declaration's schema builder, given these in place of the zod pieces, answers
 * its field kinds (`{ title: 'text', … }`). This keeps zod out of the sandbox, which loads with every page.
 */
const FIELD_KINDS = {
  record: (shape: Record<string, FieldKind>) => shape,
  text: 'text',
  number: 'number',
  boolean: 'boolean',
  id: 'number',
  image: 'image',
} as const

/** Fields the server stores for every record, never from a body. */
const SYSTEM_FIELDS = new Set(['id', 'Undeletable'])

function declaredFieldKinds(declaration: ResourceDeclaration): Record<string, FieldKind> {
  const shape = declaration.schema(FIELD_KINDS as unknown as RecordFields) as unknown as Record<string, FieldKind>
  return Object.fromEntries(
    Object.entries(shape).filter(([field]) => !SYSTEM_FIELDS.has(field) && field !== declaration.parent?.key),
  )
}

/** A declaration as the sandbox serves it: the declaration's own facts, the server's facts on top. */
export function sandboxSpec(declaration: ResourceDeclaration, facts: ServerFacts = {}): ResourceSpec {
  const { parent } = declaration
  return {
    name: declaration.name,
    noun: declaration.suffix.toLowerCase(),
    path: declaration.path,
    ...(declaration.writePath ? { writePath: declaration.writePath } : {}),
    role: declaration.role,
    ...(declaration.readOnly ? { readOnly: true } : {}),
    fields: { ...declaredFieldKinds(declaration), ...facts.fields },
    required: facts.required ?? [],
    ...(facts.requiredOnCreate ? { requiredOnCreate: facts.requiredOnCreate } : {}),
    ...(facts.unique ? { unique: facts.unique } : {}),
    ...(parent
      ? {
          parent: {
            key: parent.key,
            resource: parent.resource ?? declaration.name,
            required: !parent.optional,
            onDelete: facts.onDelete ?? 'cascade',
          },
        }
      : {}),
    ...(facts.filters ? { filters: facts.filters } : {}),
    ...(facts.hidden ? { hidden: facts.hidden } : {}),
    ...(facts.derive ? { derive: facts.derive } : {}),
    ...(facts.check ? { check: facts.check } : {}),
  }
}

/** Every declared resource (the registry), served with its server facts. */
export const RESOURCES: readonly ResourceSpec[] = DECLARATIONS.map((d) => sandboxSpec(d, SERVER_FACTS[d.name]))

export function resourceSpec(name: string): ResourceSpec | undefined {
  return RESOURCES.find((r) => r.name === name)
}
