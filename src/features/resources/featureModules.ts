/**
 * `features/<folder>/<file>` of every feature folder that has one, read in Node without Vite: the sandbox's server
 * (started by tsx, which also compiles them) has no import.meta.glob. Keys as the glob's from a feature folder
 * ('../portions/resource.ts'), in folder order: `key.split('/').at(-2)` is the folder either way. `features` is
 * another folder of feature folders, for the build's tests.
 */
export function nodeFeatureModules(
  file: string,
  features = new URL('../', import.meta.url),
): Record<string, Record<string, unknown>> {
  const getModule = (process as unknown as { getBuiltinModule(id: string): unknown }).getBuiltinModule
  const fs = getModule('node:fs') as typeof import('node:fs')
  const { createRequire } = getModule('node:module') as typeof import('node:module')
  const require = createRequire(import.meta.url)
  const out: Record<string, Record<string, unknown>> = {}
  for (const folder of fs.readdirSync(features).sort()) {
    const url = new URL(`${folder}/${file}`, features)
    if (fs.existsSync(url)) out[`../${folder}/${file}`] = require(url.pathname) as Record<string, unknown>
  }
  return out
}
