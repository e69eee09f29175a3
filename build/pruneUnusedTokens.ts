import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PluginCreator } from 'postcss'
import { declaredVariables, neededVariables, variablesRead } from './cssVariables.ts'

/** A theme variable named in source text (a style string, an SVG attribute, the first-paint shell's CSS). */
const NAMED_IN_SOURCE = /--chakra-[\w-]+/g

/**
 * Removes the theme's CSS variables that nothing reads. Panda 1.x writes every token of Chakra's preset (about 30 KB
 * of the 100 KB entry stylesheet that every first load downloads; a later Panda than npm's 1.12.1 has this as
 * `optimize.removeUnusedTokens`). A variable
 * stays when a declaration that is not itself a variable reads it, when a variable that stays reads it, or when
 * `keep` names it: variables read from outside this stylesheet (TSX, other stylesheets, index.html's first paint).
 */
export const pruneUnusedTokens: PluginCreator<{ keep: ReadonlySet<string> }> = (options) => ({
  postcssPlugin: 'nutrition-console:prune-unused-tokens',
  OnceExit(root) {
    const declared = declaredVariables(root)
    const seeds = new Set(options?.keep)
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith('--')) for (const name of variablesRead(decl.value)) seeds.add(name)
    })
    const needed = neededVariables(seeds, declared)
    for (const [name, decls] of declared) {
      if (needed.has(name)) continue
      for (const decl of decls) {
        const parent = decl.parent
        decl.remove()
        if (parent && parent.type !== 'root' && parent.nodes?.length === 0) parent.remove()
      }
    }
  },
})
pruneUnusedTokens.postcss = true

/** Every `--chakra-…` name written in the files below `dirs` (source text, not the generated styles). */
export function themeVariablesNamedIn(dirs: string[], extensions = /\.(ts|tsx|css)$/): Set<string> {
  const names = new Set<string>()
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (extensions.test(entry.name))
        for (const [name] of readFileSync(path, 'utf8').matchAll(NAMED_IN_SOURCE)) names.add(name)
    }
  }
  for (const dir of dirs) visit(dir)
  return names
}
