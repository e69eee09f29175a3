/**
 * Is a parsed data file one this server can serve? Its version must be the seed's, and every record must parse with
 * its resource's own record schema (the declarations' zod schemas, as the console parses the answers) plus an id
 * as the server hands them out (a whole number from 1), so a damaged file is never served half-broken (a TypeError on every call of a resource). Only the Node server
 * checks: zod stays out of the browser sandbox, which loads with every page.
 */
import * as z from 'zod/mini'
import { recordFields } from '../../src/features/resources/recordFields'
import { DECLARATIONS } from '../../src/features/resources/registry'
import { SEED_VERSION } from '../seed'
import { ID_SPAN } from './schema'

const named = z.array(z.object({ id: z.number(), name: z.string() }))
const blob = z.object({ id: z.number(), name: z.string(), type: z.string(), base64: z.string() })

/** The state outside the collections. Sign-ins are only required to be maps: their shape is the store's concern. */
const stateSchema = z.looseObject({
  version: z.number(),
  tokens: z.record(z.string(), z.unknown()),
  signInGenerations: z.optional(z.record(z.string(), z.unknown())),
  nextIds: z.record(z.string(), z.number()),
  collections: z.record(z.string(), z.array(z.unknown())),
  dictionaries: z.record(z.string(), named),
  servings: named,
  dashboard: z.looseObject({ totalUsers: z.array(z.object({ date: z.string(), total: z.number() })) }),
  files: z.array(blob),
  images: z.array(blob),
})

const recordSchemas = new Map<string, z.ZodMiniType>(
  DECLARATIONS.map((d) => [
    d.name,
    z.intersection(d.schema(recordFields), z.looseObject({ id: z.int().check(z.gte(1), z.lt(ID_SPAN)) })),
  ]),
)

/** 'collections.portions[3].name: Invalid input…' for the first issue under `prefix`. */
function firstIssue(prefix: string, error: z.core.$ZodError): string {
  const issue = error.issues[0]
  const path = (issue?.path ?? []).map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
  return `${prefix}${path}`.replace(/^\./, '') + `: ${issue?.message ?? 'not valid'}`
}

/** Undefined when the file can be served; otherwise why not, as a phrase ("is damaged (…)"). */
export function dataFileProblem(data: unknown): string | undefined {
  const looksOurs =
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { version?: unknown }).version === 'number'
  if (!looksOurs) return 'is not a sandbox data file (it has no version)'
  const { version } = data as { version: number }
  if (version !== SEED_VERSION)
    return `was written by sandbox data version ${version}, and this server reads version ${SEED_VERSION}`
  const state = stateSchema.safeParse(data)
  if (!state.success) return `is damaged (${firstIssue('', state.error)})`
  for (const [name, rows] of Object.entries(state.data.collections)) {
    const schema = recordSchemas.get(name)
    if (!schema) return `is damaged (collections.${name}: there is no such resource)`
    for (const [index, row] of rows.entries()) {
      const parsed = schema.safeParse(row)
      if (!parsed.success) return `is damaged (${firstIssue(`collections.${name}[${index}]`, parsed.error)})`
    }
  }
  return undefined
}
