import type { Plugin } from 'vite'

/** The modules the first signed-in screen (the shell and the portions list) starts from. */
export const SHELL_ENTRIES = [
  'src/routes/_app.tsx?tsr-split=component',
  'src/routes/_app/index.tsx?tsr-split=component',
  'src/features/resources/ResourceListScreen.tsx',
  'src/features/resources/queries.ts',
  'src/features/resources/linkedResource.ts',
  'src/features/portions/resource.ts',
  'src/features/portions/view.tsx',
]

export const SHELL_CHUNKS_ID = 'shell-chunks'

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1]

/** The files (JS and CSS, with everything they import) of the signed-in shell's chunks, without the entry's. */
export function shellFiles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName)
    if (!chunk || files.has(fileName)) return
    files.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const chunk of chunks) {
    if (chunk.isEntry) continue
    if (chunk.moduleIds.some((id) => SHELL_ENTRIES.some((entry) => id.endsWith(entry)))) visit(chunk.fileName)
  }
  // The entry and what it imports are loaded already.
  for (const chunk of chunks.filter((c) => c.isEntry)) {
    for (const file of [chunk.fileName, ...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])]) files.delete(file)
  }
  return [...files].sort()
}

/**
 * Writes the files of the signed-in shell's chunks (JS and CSS, with everything they import) into index.html as
 * JSON, so /login can download them while its form is idle (issue 12) without loading or running them. A build
 * only; in dev there is no list and nothing is prefetched.
 */
export function shellChunks(): Plugin {
  return {
    name: 'nutrition-console:shell-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const files = shellFiles(bundle)
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: SHELL_CHUNKS_ID },
            children: JSON.stringify(files.map((f) => `/${f}`)),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
