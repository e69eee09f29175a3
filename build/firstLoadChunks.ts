import type { Plugin } from 'vite'
import { reachable } from './importGraph.ts'
import { DIALOG_ENTRIES, SHELL_ENTRIES } from './shellChunks.ts'

const LOGIN_SCREEN_CHUNK = 'src/routes/login.tsx?tsr-split=component'
const KIT = /\/src\/ui\/[^/]+\.tsx?$/
/** The view halves of the declarations: a list loads its own (cells, row actions, expanded rows) before its rows show. */
const VIEW = /\/src\/features\/[^/]+\/view\.tsx$/
/**
 * What a route's loader needs to start its GET: a list's (listRoute.tsx's startListQuery) and the dashboard's
 * (dashboard.tsx). Loaded with the entry on a signed-in visit, so no GET waits for its screen's chunk.
 */
const LIST_QUERY_ENTRIES = [
  'src/features/resources/queries.ts',
  'src/features/resources/linkedResource.ts',
  'src/api/dashboard.ts',
]

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null
}

/** Every module `starts` import statically, transitively (dynamic imports stay out: they are lazy chunks). */
const staticClosure = (graph: ModuleGraph, starts: Iterable<string>) =>
  reachable(starts, (id) => graph.getModuleInfo(id)?.importedIds ?? [])

/**
 * Few files for the first paints. Left to automatic chunking, /login came as 10 files and the signed-in
 * list as ~50, and a phone on HTTP/1.1 fetches six at a time, so each round of six cost a round trip. Now:
 * - `app` (the entry): every module the entry needs at start (Rolldown's `$initial`), in one file;
 * - `list-query`: what a route's loader needs to start its GET (a list's, the dashboard's), so the GET starts as
 *   soon as the entry has run, while the screen's code still downloads;
 * - `signed-in`: the shell and the list screen, the static import closure of SHELL_ENTRIES;
 * - `dialogs`: the rest of a list's dialogs (DIALOG_ENTRIES: the edit dialog with the form code, the delete
 *   confirmation, the Error dialog). Left to automatic chunking, a phone's first edit fetched about 25 small files one
 *   after another; a list prefetches this one while idle. What a declaration's view needs (a date column's
 *   formatting, a dictionary's name) stays out of it, or a list with such a column would load and run every dialog's
 *   code before its rows (the promotions list did: 43 KiB gzip ahead of its GET).
 * /login's own modules stay out of the last two (its chunk must not import them for a module both use); what they
 * load lazily stays in its own chunks. Modules the entry takes come first (priority), so a closure reaching into a
 * barrel module the entry also imports costs nothing.
 */
/**
 * What the shell mounts right after the first paint (the toast region). Its modules stay out of `dialogs`: the region
 * shares the kit's open-dialog store with the dialogs, and through it loaded every dialog's code as the list's rows
 * were still on their way.
 */
const AFTER_PAINT_ENTRIES = ['src/features/shell/toaster.tsx']

/** The names of the groups below, which are their chunks' names (`compileHints.ts` picks chunks by them). */
export const FIRST_LOAD_GROUPS = {
  kit: 'kit',
  listQuery: 'list-query',
  signedIn: 'signed-in',
  dialogs: 'dialogs',
} as const

export function firstLoadChunks(): Plugin {
  let listQuery = new Set<string>()
  let signedIn = new Set<string>()
  let loginKit = new Set<string>()
  let dialogs = new Set<string>()
  return {
    name: 'nutrition-console:first-load-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Each group is closed under import but for modules that load before it (the entry's, /login's).
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'app', tags: ['$initial'], priority: 6 },
                  // The kit's modules that /login loads (the list loads them too) come as one file, not one small
                  // chunk each (each costs a request and its own gzip overhead).
                  { name: FIRST_LOAD_GROUPS.kit, test: (id: string) => loginKit.has(id), priority: 5 },
                  { name: FIRST_LOAD_GROUPS.listQuery, test: (id: string) => listQuery.has(id), priority: 4 },
                  { name: FIRST_LOAD_GROUPS.signedIn, test: (id: string) => signedIn.has(id), priority: 3 },
                  { name: FIRST_LOAD_GROUPS.dialogs, test: (id: string) => dialogs.has(id), priority: 1 },
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
        if (starts.length < names.length)
          this.error(`first-load chunks: a start module is missing (${names.join(', ')})`)
        return starts
      }
      const loadedFirst = staticClosure(
        this,
        ids.filter((id) => id.endsWith(LOGIN_SCREEN_CHUNK)),
      )
      loginKit = new Set([...loadedFirst].filter((id) => KIT.test(id)))
      const closureOf = (names: string[]) =>
        new Set([...staticClosure(this, startsOf(names))].filter((id) => !loadedFirst.has(id)))
      listQuery = closureOf(LIST_QUERY_ENTRIES)
      signedIn = new Set([...closureOf(SHELL_ENTRIES)].filter((id) => !listQuery.has(id)))
      const before = (id: string) => listQuery.has(id) || signedIn.has(id)
      const views = staticClosure(
        this,
        ids.filter((id) => VIEW.test(id)),
      )
      const afterPaint = staticClosure(this, startsOf(AFTER_PAINT_ENTRIES))
      dialogs = new Set(
        [...closureOf(DIALOG_ENTRIES)].filter((id) => !before(id) && !views.has(id) && !afterPaint.has(id)),
      )
    },
  }
}
