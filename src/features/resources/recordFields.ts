import * as z from 'zod/mini'

/** Zod pieces shared by the declarations' loose record schemas (design §8.13: unknown fields are kept). */
export const idSchema = z.union([z.number(), z.string()])
export const optionalText = z.nullish(z.string())
export const optionalNumber = z.nullish(z.number())
export const optionalBoolean = z.nullish(z.boolean())
/** Image field value (spec §3): an object with a Url string. */
export const imageValue = z.nullish(z.looseObject({ Url: z.nullish(z.string()) }))
/** Select values arrive as ids; either type is accepted. */
export const optionalId = z.nullish(idSchema)

type Shape = Record<string, z.ZodMiniType>

/** A record: id, Undeletable (spec §3) and the declared fields; unknown fields are kept. */
function record<S extends Shape>(shape: S) {
  return z.looseObject({ id: idSchema, Undeletable: optionalBoolean, ...shape })
}

/**
 * What a declaration's `schema` builds its record schema from. The declaration receives it as an argument rather
 * than importing zod, so declarations stay out of zod's chunk: the registry of declarations is in the entry chunk
 * that /login loads too, while zod loads with the first list.
 */
export const recordFields = {
  record,
  text: optionalText,
  number: optionalNumber,
  boolean: optionalBoolean,
  id: optionalId,
  image: imageValue,
}

export type RecordFields = typeof recordFields
