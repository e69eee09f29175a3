import type { Plugin } from 'vite'
import { SHELL_ENTRIES } from './shellChunks.ts'

const LOGIN_SCREEN_CHUNK = 'src/routes/login.tsx?tsr-split=component'
/** What a list route's loader needs to start the list's GET (listRoute.tsx's startListQuery). */
const LIST_QUERY_ENTRIES = ['src/features/resources/queries.ts', 'src/features/resources/linkedResource.ts']

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null
}

/** Every module `starts` import statically, transitively (dynamic imports stay out: they are lazy chunks). */
function staticClosure(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...starts]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * Two chunks for the code the first signed-in screen needs beyond the entry (issue 12). Left to automatic chunking
 * it came as ~45 small files, and a phone on HTTP/1.1 fetches six at a time, so each round of six cost a round trip
 * before the list's rows could show. `list-query` holds what the list route's loader needs to start the GET, so the
 * GET starts as soon as the entry has run, while `signed-in` (the shell and the list screen) still downloads.
 * Each is the static import closure of its starting modules without the entry's and /login's own modules (/login
 * must not load either for a module it shares); what they load lazily stays in its own chunks.
 */
export function signedInChunk(): Plugin {
  let listQuery = new Set<string>()
  let signedIn = new Set<string>()
  return {
    name: 'nutrition-console:signed-in-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The closures are closed under import (less the entry's and /login's modules, which load first).
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'list-query', test: (id: string) => listQuery.has(id), priority: 2 },
                  { name: 'signed-in', test: (id: string) => signedIn.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      }
    },
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const startsOf = (names: string[]) => {
        const starts = ids.filter((id) => names.some((name) => id.endsWith(name)))
        if (starts.length < names.length) this.error(`signed-in chunk: a start module is missing (${names.join(', ')})`)
        return starts
      }
      const loadedFirst = new Set([
        ...staticClosure(this, ids.filter((id) => this.getModuleInfo(id)?.isEntry)),
        ...staticClosure(this, ids.filter((id) => id.endsWith(LOGIN_SCREEN_CHUNK))),
      ])
      const closureOf = (names: string[]) => new Set([...staticClosure(this, startsOf(names))].filter((id) => !loadedFirst.has(id)))
      listQuery = closureOf(LIST_QUERY_ENTRIES)
      signedIn = new Set([...closureOf(SHELL_ENTRIES)].filter((id) => !listQuery.has(id)))
    },
  }
}
