import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export interface BuiltChunk {
  file: string
  gzipBytes: number
  moduleIds: string[]
}

/**
 * Production build of the console talking to `apiUrl` (the local sandbox server), with its chunk map.
 * `minify: false` keeps function names for a readable performance trace.
 */
export async function buildConsole(outDir: string, apiUrl: string, { minify = true } = {}): Promise<BuiltChunk[]> {
  process.env.VITE_API_URL = apiUrl
  try {
    const output = await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, ...(minify ? {} : { minify: false }) },
    })
    const outputs = Array.isArray(output) ? output : [output]
    const chunks: BuiltChunk[] = []
    for (const out of outputs) {
      if (!('output' in out)) continue
      for (const item of out.output) {
        if (item.type !== 'chunk') continue
        chunks.push({
          file: item.fileName.replace(/^assets\//, ''),
          gzipBytes: gzipSync(item.code, { level: 9 }).length,
          moduleIds: item.moduleIds,
        })
      }
    }
    return chunks
  } finally {
    delete process.env.VITE_API_URL
  }
}

/** Code that must only arrive in lazy chunks, never in a page's first load: each is sizable and needed only on some screens. */
export const LAZY_ONLY: { label: string; test: (id: string) => boolean }[] = [
  { label: 'Lexical', test: (id) => /node_modules\/(@lexical|lexical)\//.test(id) },
  { label: 'cropper', test: (id) => /node_modules\/(cropperjs|react-cropper)\//.test(id) },
  { label: 'charts', test: (id) => id.includes('/src/features/dashboard/') },
  { label: 'demo screens', test: (id) => id.includes('/src/features/demo/') },
  // Classic zod (about 24 KB gzip, not tree-shakable) stays lazy; zod/mini's small core may come first.
  { label: 'classic zod', test: (id) => /node_modules\/zod\/(v4\/classic|v3)\//.test(id) },
  {
    label: 'form code and the edit dialog',
    test: (id) =>
      /node_modules\/formik\/|\/src\/features\/forms\/inputs\/|\/src\/features\/resources\/EditDialog\.tsx/.test(id),
  },
  // The export's code (page walk, CSV, its panel) loads on the first press of Export; the list carries only its hook.
  {
    label: 'export code',
    test: (id) => /\/src\/features\/resources\/export\//.test(id) && !id.endsWith('/useListExport.tsx'),
  },
  // The import's code (papaparse, the checks, its dialog) loads on the first press of Import; the list carries its hook.
  {
    label: 'import code',
    test: (id) =>
      /node_modules\/papaparse\//.test(id) ||
      (/\/src\/features\/resources\/import\//.test(id) && !id.endsWith('/useListImport.tsx')),
  },
  { label: 'SignalR client', test: (id) => /node_modules\/@microsoft\/signalr\//.test(id) },
  // Every screen paints with the kit's static CSS; a chunk holding a styling runtime fails.
  { label: 'Chakra and emotion', test: (id) => /node_modules\/(@chakra-ui|@emotion|@ark-ui|@zag-js)\//.test(id) },
]

/** The lazy-only groups a chunk holds (labels of LAZY_ONLY). */
export function lazyOnlyIn(chunk: BuiltChunk): string[] {
  return LAZY_ONLY.filter((group) => chunk.moduleIds.some(group.test)).map((group) => group.label)
}
