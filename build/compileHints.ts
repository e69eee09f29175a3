import type { Plugin } from 'vite'
import { FIRST_LOAD_GROUPS } from './firstLoadChunks.ts'

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions compiled
 * eagerly, on a background thread while it streams in, instead of each one lazily on the main thread at its first
 * call. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks whose code nearly all runs as soon as a screen loads: the entry, the first loads' groups
 * (`firstLoadChunks.ts`), a list's view and /login's screen. Lazily compiled, their first calls cost a phone's main
 * thread tens of milliseconds in the tasks that start a screen, which Lighthouse counts as TBT: its median on the
 * signed-in screens went from 110–160 ms to 40–70 ms. Not the dialogs (no gain measured on the phone's taps), nor the
 * lazy libraries (Lexical, the cropper, charts), whose functions mostly never run: compiled for nothing, they cost memory.
 */
const EAGER = new Set<string>([
  FIRST_LOAD_GROUPS.kit,
  FIRST_LOAD_GROUPS.listQuery,
  FIRST_LOAD_GROUPS.signedIn,
  'view',
  'login',
])

const compiledEagerly = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || EAGER.has(chunk.name)

export function compileHints(): Plugin {
  return {
    name: 'nutrition-console:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: V8 reads the hint only as the file's first line, and Vite puts its preload helper (`__vite__mapDeps`)
      // at the top of a chunk in its own generateBundle.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !compiledEagerly(chunk)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // The source map (emitted as its own file by now) gains one generated line, mapped to nothing.
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}
