/**
 * The version (`ETag`) a server sent with a record, kept beside the parsed record object rather than in it, so the
 * record's shape stays the server's. A record the console built itself has none; a save then sends no `If-Match`,
 * as against a server that sends no versions at all.
 */
const versions = new WeakMap<object, string>()

export function rememberVersion(record: unknown, etag: string | null): void {
  if (etag && typeof record === 'object' && record !== null) versions.set(record, etag)
}

export function versionOf(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? versions.get(record) : undefined
}
