import { register } from 'tsx/cjs/api'
import type { Plugin } from 'vite'
import type { RouteDecl } from '../src/features/resources/declaration.ts'
import { nodeFeatureModules } from '../src/features/resources/featureModules.ts'
import { PREFETCH_LIST_IDS } from '../src/features/navigation/prefetchListIds.ts'
import { reachable } from './importGraph.ts'

const FEATURES = new URL('../src/features/', import.meta.url)

/** An export that carries a list route: a resource declaration. */
const hasRoute = (value: unknown): value is { route: RouteDecl } =>
  typeof value === 'object' &&
  value !== null &&
  'route' in value &&
  typeof (value as { route: { path?: unknown } }).route?.path === 'string'

/**
 * The paths each feature folder's resource.ts declares its list at, `route.path` first, then `route.childPath` if
 * any: taken from the declarations themselves, run in Node as the sandbox's server runs them (the registry's glob is
 * Vite's, which the config has not; tsx compiles the TypeScript and resolves `@/`). A declaration without a route
 * path fails the build.
 */
export function listPaths(features = FEATURES): Map<string, string[]> {
  const unregister = register()
  let modules: ReturnType<typeof nodeFeatureModules>
  try {
    modules = nodeFeatureModules('resource.ts', features)
  } finally {
    unregister()
  }
  const paths = new Map<string, string[]>()
  for (const [file, module] of Object.entries(modules)) {
    const folder = file.split('/').at(-2) ?? ''
    const route = Object.values(module).find(hasRoute)?.route
    if (!route) throw new Error(`build/shellChunks.ts: ${folder}/resource.ts declares no route path.`)
    paths.set(folder, route.childPath ? [route.path, route.childPath] : [route.path])
  }
  return paths
}

/** The feature folder of the list declared at / (Portions), the first signed-in screen. None or two fail the build. */
export function homeListFolder(features = FEATURES): string {
  const folders = [...listPaths(features)].filter(([, [path]]) => path === '/').map(([folder]) => folder)
  const [folder] = folders
  if (folders.length !== 1 || !folder) {
    throw new Error(`build/shellChunks.ts: one resource.ts must declare route: { path: '/' }; found ${folders.length}.`)
  }
  return folder
}

const HOME_LIST_FOLDER = homeListFolder()

/** The modules the first signed-in screen (the shell and the home list) starts from. */
export const SHELL_ENTRIES = [
  'src/routes/_app.tsx?tsr-split=component',
  'src/routes/_app/index.tsx?tsr-split=component',
  'src/features/resources/list/ResourceListScreen.tsx',
  'src/features/resources/queries.ts',
  'src/features/resources/linkedResource.ts',
  `src/features/${HOME_LIST_FOLDER}/resource.ts`,
  `src/features/${HOME_LIST_FOLDER}/view.tsx`,
]

/**
 * The modules of a list's add, edit, delete and Error dialogs: a list downloads them while idle after its first paint
 * (src/features/resources/list/prefetchDialogs.ts), so a phone's first edit does not wait for them.
 */
export const DIALOG_ENTRIES = [
  'src/features/resources/edit/EditDialog.tsx',
  'src/features/resources/ConfirmDialog.tsx',
  'src/features/resources/rows/DeleteConfirm.tsx',
  'src/features/resources/ErrorDialog.tsx',
]

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1]

/** The files (JS and CSS, with everything they import) of the chunks holding `entries`, without the entry's. */
function chunkFiles(bundle: Bundle, entries: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const starts = chunks.filter(
    (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => entries.some((entry) => id.endsWith(entry))),
  )
  const reached = reachable(
    starts.map((chunk) => chunk.fileName),
    (fileName) => byFile.get(fileName)?.imports ?? [],
    (fileName) => !byFile.has(fileName),
  )
  const files = new Set<string>()
  for (const fileName of reached) {
    files.add(fileName)
    for (const css of byFile.get(fileName)?.viteMetadata?.importedCss ?? []) files.add(css)
  }
  // The entry and what it imports are loaded already.
  for (const chunk of chunks.filter((c) => c.isEntry)) {
    for (const file of [chunk.fileName, ...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])])
      files.delete(file)
  }
  return [...files].sort()
}

/** The files of the signed-in shell's chunks, without the entry's. */
export const shellFiles = (bundle: Bundle) => chunkFiles(bundle, SHELL_ENTRIES)

/** A route path as a regular expression's source: `$parentId` is one segment; a trailing slash is allowed. */
export const pathPattern = (path: string) =>
  `^${path
    .replace(/\/$/, '')
    .replace(/[.*+?^{}()|[\]\\]/g, '\\$&')
    .replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`

/**
 * Per list route, the files of its view half (`features/<x>/view.tsx`) that the shell has not: a signed-in visit to
 * that route asks for them from index.html, beside the entry, instead of after the router has run (the view would
 * otherwise come one round trip after the entry, the last thing before the rows). As [path pattern, files] pairs.
 */
export function routeViewFiles(bundle: Bundle, features = FEATURES): [string, string[]][] {
  const shell = new Set(shellFiles(bundle))
  const routes: [string, string[]][] = []
  for (const [folder, paths] of listPaths(features)) {
    const files = chunkFiles(bundle, [`src/features/${folder}/view.tsx`]).filter((f) => !shell.has(f))
    if (files.length > 0) for (const path of paths) routes.push([pathPattern(path), files])
  }
  return routes
}

/** The files of a list's dialogs that a list has not loaded already. */
export function dialogFiles(bundle: Bundle): string[] {
  const shell = new Set(shellFiles(bundle))
  return chunkFiles(bundle, DIALOG_ENTRIES).filter((f) => !shell.has(f))
}

const jsonList = (id: string, files: string[]) => ({
  tag: 'script',
  attrs: { type: 'application/json', id },
  children: JSON.stringify(files.map((f) => `/${f}`)),
  injectTo: 'head' as const,
})

/**
 * Writes the files of the signed-in shell's chunks (JS and CSS, with everything they import) into index.html as
 * JSON, so /login can download them while its form is idle without loading or running them; and those of
 * the list's dialogs, which a list downloads while idle after its first paint. A build only; in dev there
 * is no list and nothing is prefetched.
 */
export function shellChunks(): Plugin {
  return {
    name: 'nutrition-console:shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        return [
          jsonList(PREFETCH_LIST_IDS.shell, shellFiles(bundle)),
          jsonList(PREFETCH_LIST_IDS.dialogs, dialogFiles(bundle)),
        ]
      },
    },
  }
}
