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
    const output = await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true, ...(minify ? {} : { minify: false }) } })
    const outputs = Array.isArray(output) ? output : [output]
    const chunks: BuiltChunk[] = []
    for (const out of outputs) {
      if (!('output' in out)) continue
      for (const item of out.output) {
        if (item.type !== 'chunk') continue
        chunks.push({ file: item.fileName.replace(/^assets\//, ''), gzipBytes: gzipSync(item.code, { level: 9 }).length, moduleIds: item.moduleIds })
      }
    }
    return chunks
  } finally {
    delete process.env.VITE_API_URL
  }
}

/** Code that must only arrive in lazy chunks (issue 6 §1). */
export const LAZY_ONLY: { label: string; test: (id: string) => boolean }[] = [
  { label: 'Lexical', test: (id) => /node_modules\/(@lexical|lexical)\//.test(id) },
  { label: 'cropper', test: (id) => /node_modules\/(cropperjs|react-cropper)\//.test(id) },
  { label: 'charts', test: (id) => id.includes('/src/features/dashboard/') },
  { label: 'demo screens', test: (id) => id.includes('/src/features/demo/') },
]
