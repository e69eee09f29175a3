import type { RecordOf, ResourceDeclaration } from './declaration'
import { linkedResource } from './linkedResource'
import type { BaseRecord, ResourceDef, ResourceView } from './types'

/**
 * The view half of a declaration (`features/<x>/view.tsx`), checked against the declaration's record type and
 * joined to it: the result is the whole resource the list screen works with, its schema built. The view names its
 * declaration (`defineView<typeof recipes>('recipes', …)`, a type-only import) and takes it from the registry: a
 * view importing its resource.ts would make the bundler split each declaration out of the entry chunk.
 */
export function defineView<D extends ResourceDeclaration>(
  name: D['name'],
  view: ResourceView<RecordOf<D> & BaseRecord>,
): ResourceDef<RecordOf<D> & BaseRecord> {
  return { ...linkedResource(name), ...view } as ResourceDef<RecordOf<D> & BaseRecord>
}
