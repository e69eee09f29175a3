import { http, HttpResponse, type HttpHandler } from 'msw'
import { StoreLimitError, type SandboxStore } from '../store/store'
import type { SandboxRecord } from '../store/types'
import type { Account } from '../store/accounts'
import { API, authorize, NO_EDIT_LOCKS, type EditLocks } from './context'
import { parseListQuery } from './listQuery'
import { RESOURCES, type ResourceSpec } from './resourceTable'
import { validateRecord, validationBody } from './validation'
import { ifMatchAllows, versionOf } from './recordVersion'

function message(status: number, text: string) {
  return HttpResponse.json({ message: text }, { status })
}

function parseId(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  return /^\d+$/.test(text) ? Number(text) : undefined
}

/** What the API answers for a stored record: a copy without hidden fields (users' passwords). */
export function publicRecord(spec: ResourceSpec, record: SandboxRecord): SandboxRecord {
  const copy = { ...record }
  for (const field of spec.hidden ?? []) delete copy[field]
  return copy
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function declaredFields(spec: ResourceSpec, body: Record<string, unknown>): Record<string, unknown> {
  const names = [...Object.keys(spec.fields), ...(spec.parent ? [spec.parent.key] : [])]
  return Object.fromEntries(names.filter((name) => Object.hasOwn(body, name)).map((name) => [name, body[name]]))
}

/** Children of a record across the table, for cascading deletes and the Undeletable check. */
function childLinks(spec: ResourceSpec) {
  return RESOURCES.filter((child) => child.parent?.resource === spec.name).map((child) => ({
    child,
    key: child.parent?.key ?? '',
    onDelete: child.parent?.onDelete ?? 'cascade',
  }))
}

function collectCascade(
  store: SandboxStore,
  spec: ResourceSpec,
  id: number,
  into: { spec: ResourceSpec; id: number }[],
) {
  for (const { child, key, onDelete } of childLinks(spec)) {
    if (onDelete !== 'cascade') continue
    for (const row of store.records(child.name).filter((r) => r[key] === id)) {
      collectCascade(store, child, row.id, into)
      into.push({ spec: child, id: row.id })
    }
  }
}

function deleteRecord(store: SandboxStore, spec: ResourceSpec, id: number): Response {
  const record = store.find(spec.name, id)
  if (!record) return message(404, `There is no ${spec.noun} with id ${id}.`)
  if (record.Undeletable) return message(400, `This ${spec.noun} cannot be deleted.`)
  const descendants: { spec: ResourceSpec; id: number }[] = []
  collectCascade(store, spec, id, descendants)
  if (descendants.some((d) => store.find(d.spec.name, d.id)?.Undeletable)) {
    return message(400, `This ${spec.noun} has entries that cannot be deleted, so it cannot be deleted either.`)
  }
  const detached = childLinks(spec).flatMap(({ child, key, onDelete }) =>
    onDelete === 'detach'
      ? store
          .records(child.name)
          .filter((r) => r[key] === id)
          .map((row) => ({ resource: child.name, record: { ...row, [key]: null } }))
      : [],
  )
  const deleted = [...descendants.map((d) => ({ resource: d.spec.name, id: d.id })), { resource: spec.name, id }]
  // One save: a cascade cut short (a full disk, kill -9) leaves the parent and all its children as they were.
  store.writeTogether(detached, deleted)
  return HttpResponse.json({})
}

/** 423 when another user's open edit holds the record; the body names the holder (`lockedBy`, their username). */
function lockedByOther(locks: EditLocks, spec: ResourceSpec, id: number, account: Account): Response | undefined {
  const holder = locks.holder(spec.name, id)
  if (holder === undefined || holder === account.username) return undefined
  return HttpResponse.json(
    {
      message: `${holder} is editing this ${spec.noun}; it was not changed. Try again once they have finished.`,
      lockedBy: holder,
    },
    { status: 423 },
  )
}

async function saveRecord(
  store: SandboxStore,
  spec: ResourceSpec,
  request: Request,
  isCreate: boolean,
  lockCheck: (id: number) => Response | undefined,
  account: Account,
): Promise<Response> {
  const body: unknown = await request.json().catch(() => undefined)
  if (!isObject(body)) return message(400, 'The body must be a JSON object.')
  // Another tab may have written while the body was read; work on the latest state.
  store.refresh()

  let existing: SandboxRecord | undefined
  if (!isCreate) {
    const id = parseId(body.id)
    if (id === undefined)
      return HttpResponse.json(validationBody(spec.noun, { id: 'Id is required to update.' }), { status: 400 })
    existing = store.find(spec.name, id)
    if (!existing) return message(404, `There is no ${spec.noun} with id ${id}.`)
    const locked = lockCheck(id)
    if (locked) return locked
    // Optimistic concurrency: a PUT made from an older version gets the record as it is now, to merge with.
    const version = versionOf(existing)
    if (!ifMatchAllows(request.headers.get('If-Match'), version))
      return versioned(spec, existing, 412, `This ${spec.noun} was changed since it was read; it was not saved.`)
  }

  // Only the resource's declared fields are taken from the body; anything else is dropped before it is stored, so
  // no body can plant a value that breaks a later read. The id, the Undeletable flag and derived names are the server's.
  const record: SandboxRecord = { ...(existing ?? {}), ...declaredFields(spec, body), id: existing?.id ?? 0 }
  if (existing?.Undeletable) record.Undeletable = true
  else delete record.Undeletable
  for (const field of spec.hidden ?? []) {
    // A blank hidden field (password) on update means "unchanged".
    if (existing && (record[field] === null || record[field] === '' || record[field] === undefined))
      record[field] = existing[field]
  }

  const errors = validateRecord(spec, record, store, isCreate)
  if (Object.keys(errors).length > 0) return HttpResponse.json(validationBody(spec.noun, errors), { status: 400 })
  spec.derive?.(record, store)

  const { id: _placeholder, ...values } = record
  let saved: SandboxRecord | undefined
  try {
    saved = store.actingAs(account, () =>
      isCreate ? store.create(spec.name, values) : store.update(spec.name, record),
    )
  } catch (error) {
    if (error instanceof StoreLimitError) return message(507, error.message)
    throw error
  }
  if (!saved) return message(404, `There is no ${spec.noun} with id ${record.id}.`)
  return versioned(spec, saved)
}

/**
 * A record with its version in `ETag`. A 412 answers `{ message, current }`: the current record to merge with, and a
 * message for a client that reads only that.
 */
function versioned(spec: ResourceSpec, record: SandboxRecord, status = 200, text?: string): Response {
  const current = publicRecord(spec, record)
  const body = text === undefined ? current : { message: text, current }
  return HttpResponse.json(body, { status, headers: { ETag: versionOf(record) } })
}

/** List, get, create, update and delete for one resource of the table. */
export function resourceHandlers(
  store: SandboxStore,
  spec: ResourceSpec,
  locks: EditLocks = NO_EDIT_LOCKS,
): HttpHandler[] {
  const base = `${API}${spec.path}`
  const writeBase = `${API}${spec.writePath ?? spec.path}`
  const guard = (request: Request) => authorize(store, request, spec.role)

  const handlers: HttpHandler[] = [
    http.get(base, ({ request }) => {
      const account = guard(request)
      if (account instanceof Response) return account
      const query = parseListQuery(spec, new URL(request.url).searchParams)
      if (typeof query === 'string') return message(400, query)
      const answer = store.list(spec.name, query)
      return HttpResponse.json({ values: answer.values.map((r) => publicRecord(spec, r)), total: answer.total })
    }),
    http.get(`${base}/:id`, ({ request, params }) => {
      const account = guard(request)
      if (account instanceof Response) return account
      const id = parseId(params.id)
      const record = id === undefined ? undefined : store.find(spec.name, id)
      if (!record) return message(404, `There is no ${spec.noun} with id ${String(params.id)}.`)
      return versioned(spec, record)
    }),
  ]

  // Like every call, a wrong method is answered 401/403 first: the sandbox tells nothing to a caller without the role.
  const notAllowed =
    (text: string) =>
    ({ request }: { request: Request }) => {
      const account = guard(request)
      return account instanceof Response ? account : message(405, text)
    }
  if (spec.readOnly) {
    const text = `The ${spec.name} are read-only.`
    return [
      ...handlers,
      http.post(base, notAllowed(text)),
      http.put(base, notAllowed(text)),
      http.patch(base, notAllowed(text)),
      http.delete(`${base}/:id`, notAllowed(text)),
      http.put(`${base}/:id`, notAllowed(text)),
    ]
  }

  handlers.push(
    http.post(writeBase, async ({ request }) => {
      const account = guard(request)
      if (account instanceof Response) return account
      return saveRecord(store, spec, request, true, () => undefined, account)
    }),
    http.put(writeBase, async ({ request }) => {
      const account = guard(request)
      if (account instanceof Response) return account
      return saveRecord(store, spec, request, false, (id) => lockedByOther(locks, spec, id, account), account)
    }),
    http.delete(`${writeBase}/:id`, ({ request, params }) => {
      const account = guard(request)
      if (account instanceof Response) return account
      const id = parseId(params.id)
      if (id === undefined) return message(404, `There is no ${spec.noun} with id ${String(params.id)}.`)
      return lockedByOther(locks, spec, id, account) ?? store.actingAs(account, () => deleteRecord(store, spec, id))
    }),
  )
  if (spec.writePath) {
    const text = `Write ${spec.name} at ${spec.writePath}.`
    handlers.push(
      http.post(base, notAllowed(text)),
      http.put(base, notAllowed(text)),
      http.delete(`${base}/:id`, notAllowed(text)),
    )
  }
  return handlers
}

export function allResourceHandlers(store: SandboxStore, locks: EditLocks = NO_EDIT_LOCKS): HttpHandler[] {
  return RESOURCES.flatMap((spec) => resourceHandlers(store, spec, locks))
}
