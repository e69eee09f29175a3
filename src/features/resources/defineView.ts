import { declaredFields, type RecordOf, type ResourceName, type ResourceRegistry } from './declaration'
import { formField } from './formFields'
import { linkedResource } from './linkedResource'
import { declarationOf } from './registry'
import type { BaseRecord, DeclaredResource, ResourceDef, ViewInput } from './types'

/** The record type of a registered resource. */
type RecordNamed<N extends ResourceName> = RecordOf<ResourceRegistry[N]> & BaseRecord

/**
 * The view half of a declaration (`features/<x>/view.tsx`), checked against the declaration's record type and joined to
 * it: the result is the whole resource the list screen works with, its schema built and its form fields completed from
 * the declared kinds. The view names its declaration (`defineView('recipes', …)`; the record type comes from the typed
 * registry) and takes it from the registry: a view importing its resource.ts would make the bundler split each
 * declaration out of the entry chunk.
 */
export function defineView<N extends ResourceName>(
  name: N,
  view: ViewInput<RecordNamed<N>>,
): ResourceDef<RecordNamed<N>> {
  // The registry's declaration is typed for any record; its schema parses exactly this resource's records.
  const resource = linkedResource(name) as DeclaredResource<RecordNamed<N>>
  const declared = declaredFields(declarationOf(name))
  const labelOf = (other: string) => view.fields.find((field) => field.name === other)?.label ?? other
  return { ...resource, ...view, fields: view.fields.map((field) => formField(field, declared[field.name], labelOf)) }
}
