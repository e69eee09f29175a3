import type { RecordOf, ResourceName, ResourceRegistry } from './declaration'
import { linkedResource } from './linkedResource'
import type { BaseRecord, ResourceDef, ResourceView } from './types'

/** The record type of a registered resource. */
type RecordNamed<N extends ResourceName> = RecordOf<ResourceRegistry[N]> & BaseRecord

/**
 * The view half of a declaration (`features/<x>/view.tsx`), checked against the declaration's record type and
 * joined to it: the result is the whole resource the list screen works with, its schema built. The view names its
 * declaration (`defineView('recipes', …)`; the record type comes from the typed registry) and takes it from the
 * registry: a view importing its resource.ts would make the bundler split each declaration out of the entry chunk.
 */
export function defineView<N extends ResourceName>(
  name: N,
  view: ResourceView<RecordNamed<N>>,
): ResourceDef<RecordNamed<N>> {
  return { ...linkedResource(name), ...view } as ResourceDef<RecordNamed<N>>
}
