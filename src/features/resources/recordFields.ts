import { z } from 'zod'

/** Zod pieces shared by the declarations' loose record schemas (design §8.13: unknown fields are kept). */
export const idSchema = z.union([z.number(), z.string()])
export const optionalText = z.string().nullish()
export const optionalNumber = z.number().nullish()
/** Image field value (spec §3): an object with a Url string. */
export const imageValue = z.looseObject({ Url: z.string().nullish() }).nullish()
/** Select values arrive as ids; either type is accepted. */
export const optionalId = idSchema.nullish()
