import type { ResourceName } from './declaration'
import { declarationSite } from './registry'
import type { AnyResource } from './types'

/** The view halves (`features/<x>/view.tsx`), each its own chunk, found by file name like the declarations. */
const VIEWS = import.meta.glob<Record<string, unknown>>('../*/view.tsx')

const loading = new Map<string, Promise<AnyResource>>()

function isResourceNamed(value: unknown, name: string): value is AnyResource {
  return (
    typeof value === 'object' && value !== null && 'columns' in value && (value as { name?: unknown }).name === name
  )
}

async function assemble(name: ResourceName): Promise<AnyResource> {
  const { folder } = declarationSite(name)
  const loadView = VIEWS[`../${folder}/view.tsx`]
  if (!loadView) throw new Error(`The resource '${name}' has no view.tsx beside its resource.ts.`)
  const resource = Object.values(await loadView()).find((value) => isResourceNamed(value, name))
  if (!resource) throw new Error(`features/${folder}/view.tsx exports no view of '${name}' (defineView).`)
  return resource
}

/**
 * Both halves of a declaration (the view module joins them), loaded on demand with the list's route: views carry React cells
 * and form rules, which the entry chunk (/login too) must not hold. The view module's one object per name, so screens
 * can rely on its identity; a failed load (chunk error) is asked again next time.
 */
export function loadResource(name: ResourceName): Promise<AnyResource> {
  let pending = loading.get(name)
  if (!pending) {
    pending = assemble(name)
    pending.catch(() => loading.delete(name))
    loading.set(name, pending)
  }
  return pending
}
