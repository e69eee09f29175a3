import type { ZodMiniType } from 'zod/mini'
import type { MisspeltKeys, ResourceDeclaration, ResourceName, ResourceRegistry } from './declaration'
import { nodeFeatureModules } from './featureModules'

/**
 * Every resource declaration (`features/<x>/resource.ts`), found by file name: adding a resource
 * adds its folder, never a line here. Vite (app, tests) resolves the glob at build time; the sandbox's Node server
 * (tsx) has no import.meta.glob and reads the folders itself.
 */
function declarationModules(): Record<string, Record<string, unknown>> {
  try {
    return import.meta.glob<Record<string, unknown>>('../*/resource.ts', { eager: true })
  } catch {
    return nodeFeatureModules('resource.ts')
  }
}

function isDeclaration(value: unknown): value is ResourceDeclaration {
  return typeof value === 'object' && value !== null && 'screen' in value && 'schema' in value && 'name' in value
}

/** Holds only `never`: a key named by no schema field makes typecheck fail here with the resource and key. */
type NoneOf<Misspelt extends never> = Misspelt
export type KeysAreFields = NoneOf<
  {
    [N in ResourceName]: [MisspeltKeys<ResourceRegistry[N]>] extends [never]
      ? never
      : `${N}: '${MisspeltKeys<ResourceRegistry[N]> & string}' is no field of its schema`
  }[ResourceName]
>

/** A declaration found in the registry: its name is a registered one. */
type Registered = ResourceDeclaration<ZodMiniType, ResourceName>

interface Found {
  declaration: Registered
  /** The feature folder, e.g. 'lexiconCategories'. */
  folder: string
  /** The name the declaration is exported under. */
  exportName: string
}

const FOUND: readonly Found[] = Object.entries(declarationModules()).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isDeclaration(value))
    .map(([exportName, value]) => ({
      declaration: value as Registered,
      folder: file.split('/').at(-2) ?? '',
      exportName,
    })),
)

/** Every declared resource, in folder order. */
export const DECLARATIONS: readonly Registered[] = FOUND.map((f) => f.declaration)

const BY_NAME = new Map(FOUND.map((f) => [f.declaration.name, f]))

function find(name: ResourceName): Found {
  const found = BY_NAME.get(name)
  if (!found) throw new Error(`No resource is declared under the name '${name}'.`)
  return found
}

export function declarationOf(name: ResourceName): Registered {
  return find(name).declaration
}

/** Where a resource is declared: its feature folder and export name (the view part sits beside it). */
export function declarationSite(name: ResourceName): { folder: string; exportName: string } {
  const { folder, exportName } = find(name)
  return { folder, exportName }
}
