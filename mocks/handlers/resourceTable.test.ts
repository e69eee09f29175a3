// @vitest-environment node
import { beforeAll, expect, test } from 'vitest'
import { signIn, type Client } from '../../src/test/support/sandboxClient'
import { sandboxServer } from '../../src/test/support/msw'
import { RESOURCES, type FieldKind, type ResourceSpec } from './resourceTable'

const { store } = sandboxServer()
let chief: Client
beforeAll(async () => {
  chief = await signIn('chief')
})

function sample(kind: FieldKind, field: string): unknown {
  if (typeof kind === 'object') return 1
  const values: Record<string, unknown> = {
    text: `Table ${field}`,
    html: '<p>x</p>',
    number: 1.5,
    integer: 2,
    boolean: true,
    date: '2026-01-02',
    image: { Url: null },
    email: 'table@example.de',
    roles: 'Viewer',
    password: 'pw-123',
    serving: 1,
    decimal: 1.5,
    username: 'table.user',
  }
  return values[kind]
}

/** The smallest valid body of a resource: its required fields (and parent key) filled. */
function minimalBody(spec: ResourceSpec): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of [...spec.required, ...(spec.requiredOnCreate ?? [])])
    body[field] = sample(spec.fields[field] ?? 'text', field)
  if (spec.parent?.required) body[spec.parent.key] = store.records(spec.parent.resource)[0]?.id
  return body
}

test.each(RESOURCES.filter((r) => !r.readOnly).map((r) => [r.name, r] as const))(
  '%s: create, read, update and delete through its paths',
  async (_name, spec) => {
    const writePath = spec.writePath ?? spec.path
    const created = await chief.post(writePath, minimalBody(spec))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = (created.body as { id: number }).id
    const listed = await chief.get(`${spec.path}?take=1&skip=0`)
    expect((listed.body as { values: { id: number }[] }).values[0]?.id).toBe(id)
    const titleField = spec.required[0] ?? 'title'
    const updated = await chief.put(writePath, { id, [titleField]: 'Updated by table test' })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect((await chief.get(`${spec.path}/${id}`)).body).toMatchObject({ id, [titleField]: 'Updated by table test' })
    expect((await chief.delete(`${writePath}/${id}`)).status).toBe(200)
    expect((await chief.get(`${spec.path}/${id}`)).status).toBe(404)
  },
)

test('every resource named in the brief has a row, each with a distinct path', () => {
  const names =
    'portions recipes promotions patients lexiconcategories lexicon optimizationareas targets methods methodmultiplechoices methodtexts courses chapters subchapters scales questions choices webpages users'.split(
      ' ',
    )
  // The table is built from the registry, so a newly declared resource joins it; the brief's 19 must be there.
  expect(RESOURCES.map((r) => r.name)).toEqual(expect.arrayContaining(names))
  expect(new Set(RESOURCES.map((r) => r.path.toLowerCase())).size).toBe(RESOURCES.length)
})
