import type { SandboxRecord } from '../store/types'
import type { SandboxStore } from '../store/store'
import type { ResourceDeclaration, ResourceName } from '../../src/features/resources/declaration'
import { nodeFeatureModules } from '../../src/features/resources/featureModules'
import type { FieldKind, ListFilter, SandboxFacts } from '../../src/features/resources/sandboxFacts'
import type { RecordFields } from '../../src/features/resources/recordFields'
import type { Role } from '../../src/api/session'
import { DECLARATIONS, declarationSite } from '../../src/features/resources/registry'

export type { Role }
export type { FieldKind, ListFilter }

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
 * Each resource's sandbox facts, from `features/<x>/sandbox.ts` beside its declaration, by the registry's folder.
 * The browser's and the tests' sandbox get them from Vite's glob; the Node server reads the folders.
 */
function factModules(): Record<string, Record<string, unknown>> {
  try {
    return import.meta.glob<Record<string, unknown>>('../../src/features/*/sandbox.ts', { eager: true })
  } catch {
    return nodeFeatureModules('sandbox.ts')
  }
}

/** By feature folder: the glob's keys and the Node reader's both end in '<folder>/sandbox.ts'. */
const FACTS = new Map(Object.entries(factModules()).map(([file, module]) => [file.split('/').at(-2), module]))

/** The facts a declared resource's folder gives the sandbox (none: the declaration alone is served). */
export function sandboxFactsOf(name: ResourceName): SandboxFacts | undefined {
  return FACTS.get(declarationSite(name).folder)?.sandbox as SandboxFacts | undefined
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
export function sandboxSpec(declaration: ResourceDeclaration, facts: SandboxFacts = {}): ResourceSpec {
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
export const RESOURCES: readonly ResourceSpec[] = DECLARATIONS.map((d) => sandboxSpec(d, sandboxFactsOf(d.name)))

export function resourceSpec(name: string): ResourceSpec | undefined {
  return RESOURCES.find((r) => r.name === name)
}
