import type { SandboxRecord } from '../store/types'
import type { SandboxStore } from '../store/store'
import { declaredFields, type ResourceDeclaration, type ResourceName } from '../../src/features/resources/declaration'
import { nodeFeatureModules } from '../../src/features/resources/featureModules'
import type { DeclaredField, FieldComparison, FieldKind } from '../../src/features/resources/fieldKinds'
import type { ListFilter, SandboxFacts } from '../../src/features/resources/sandboxFacts'
import type { Role } from '../../src/api/session'
import { DECLARATIONS, declarationSite } from '../../src/features/resources/registry'

export type { Role }
export type { FieldComparison, FieldKind, ListFilter }

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
  /** Fields compared with another (a number at least it, a date after it), by field. */
  compare?: Record<string, FieldComparison>
  unique?: readonly string[]
  /** Parent key (record field and list query key) and the collection it points into. */
  parent?: { key: string; resource: string; required: boolean; onDelete: 'cascade' | 'detach' }
  filters?: Record<string, ListFilter>
  readOnly?: boolean
  /** Stored but never answered. */
  hidden?: readonly string[]
  /** Fields the server fills from others (names resolved from dictionaries). */
  derive?(record: SandboxRecord, store: SandboxStore): void
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

/** A declaration's fields as the sandbox checks them: the parent key is checked as a reference instead. */
function fieldsOf(declaration: ResourceDeclaration): [string, DeclaredField][] {
  return Object.entries(declaredFields(declaration)).filter(([field]) => field !== declaration.parent?.key)
}

/** The fields a new record (`onCreate`) or every record (`always`) must have. */
function requiredFields(declaration: ResourceDeclaration, when: DeclaredField['required']): string[] {
  return fieldsOf(declaration)
    .filter(([, field]) => field.required === when)
    .map(([name]) => name)
}

/** A declaration as the sandbox serves it: the declaration's own facts, the server's facts on top. */
export function sandboxSpec(declaration: ResourceDeclaration, facts: SandboxFacts = {}): ResourceSpec {
  const { parent } = declaration
  const requiredOnCreate = requiredFields(declaration, 'onCreate')
  const compare = fieldsOf(declaration).flatMap(([name, field]) => (field.compare ? [[name, field.compare]] : []))
  return {
    name: declaration.name,
    noun: declaration.suffix.toLowerCase(),
    path: declaration.path,
    ...(declaration.writePath ? { writePath: declaration.writePath } : {}),
    role: declaration.role,
    ...(declaration.readOnly ? { readOnly: true } : {}),
    fields: {
      ...Object.fromEntries(fieldsOf(declaration).map(([name, field]) => [name, field.kind])),
      ...facts.fields,
    },
    required: requiredFields(declaration, 'always'),
    ...(requiredOnCreate.length > 0 ? { requiredOnCreate } : {}),
    ...(compare.length > 0 ? { compare: Object.fromEntries(compare) } : {}),
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
  }
}

/** Every declared resource (the registry), served with its server facts. */
export const RESOURCES: readonly ResourceSpec[] = DECLARATIONS.map((d) => sandboxSpec(d, sandboxFactsOf(d.name)))

export function resourceSpec(name: string): ResourceSpec | undefined {
  return RESOURCES.find((r) => r.name === name)
}
