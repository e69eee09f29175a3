import type { RecordOf, ResourceDeclaration } from './declaration'
import { recordFields } from './recordFields'
import type { BaseRecord, ResourceDef, ResourceView } from './types'

/**
 * The view half of a declaration (`features/<x>/view.tsx`), checked against the declaration's record type and
 * joined to it: the result is the whole resource the list screen works with, its schema built.
 */
export function defineView<D extends ResourceDeclaration>(
  declaration: D,
  view: ResourceView<RecordOf<D> & BaseRecord>,
): ResourceDef<RecordOf<D> & BaseRecord> {
  return { ...declaration, schema: declaration.schema(recordFields), ...view } as ResourceDef<RecordOf<D> & BaseRecord>
}
