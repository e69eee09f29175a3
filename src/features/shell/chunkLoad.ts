/** A screen's code could not be loaded in time (the spec's "Failure to load a screen within 120 seconds"). */
export class ChunkLoadError extends Error {
  constructor(message = 'The screen could not be loaded.') {
    super(message)
    this.name = 'ChunkLoadError'
  }
}

// What browsers and Vite say when a lazy module or its preloaded assets fail to load.
const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite
  /Loading (CSS )?chunk .* failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.some((re) => re.test(error.message))
}
