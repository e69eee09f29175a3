/** One stored row; every record has a numeric id and may carry Undeletable (the API refuses to delete it). */
export interface SandboxRecord {
  id: number
  Undeletable?: boolean
  [field: string]: unknown
}

export interface NamedItem {
  id: number
  name: string
}

/** An upload kept by the sandbox (temp files and images), content as base64 so it survives JSON persistence. */
export interface StoredBlob {
  id: number
  name: string
  type: string
  base64: string
}

export interface DashboardPoint {
  date: string
  total: number
}

export interface SandboxData {
  collections: Record<string, SandboxRecord[]>
  dictionaries: Record<string, NamedItem[]>
  servings: NamedItem[]
  dashboard: { totalUsers: DashboardPoint[] }
  files: StoredBlob[]
  images: StoredBlob[]
}

/** One sign-in: whose (an Account id), of which sign-in generation of theirs, and until when (ms since epoch). */
export interface SignIn {
  subject: string
  generation: number
  expiresAt: number
}

export interface SandboxState extends SandboxData {
  /** Seed layout version; a persisted state of another version is reseeded (tokens kept). */
  version: number
  /** token → its sign-in (mocks/store/signIns.ts) */
  tokens: Record<string, SignIn>
  /** Account id → its sign-in generation (0 when absent); raised to sign the person out everywhere. */
  signInGenerations: Record<string, number>
  /** Next id per collection, so a deleted id is never handed out again (live clients key on ids). */
  nextIds: Record<string, number>
}
