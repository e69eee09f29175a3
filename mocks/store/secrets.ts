/**
 * How the store keeps passwords and tokens. The local server keeps them hashed (mocks/server/secrets.ts: scrypt for
 * passwords, SHA-256 for tokens), so its data file holds neither. The browser sandbox keeps them as they are: its
 * store lives in that browser's own storage, beside the session token the console keeps there anyway, and the
 * browser has no synchronous hash to give the store.
 */
export interface Secrets {
  /** What the store keeps of a password: a new salt each time, so the same password gives another value. */
  hashPassword(password: string): string
  /**
   * The same for a password everyone may know (the seed's accounts, listed in README): its hash only keeps the file
   * free of clear text, so it may be quick to make.
   */
  hashPublicPassword(password: string): string
  /** Whether `password` is the one `stored` was made from; a stored value of another shape never matches. */
  checkPassword(password: string, stored: string): Promise<boolean>
  /** The key a sign-in is kept under: the token cannot be read back from it. */
  tokenKey(token: string): string
}

export const PLAIN_SECRETS: Secrets = {
  hashPassword: (password) => password,
  hashPublicPassword: (password) => password,
  checkPassword: (password, stored) => Promise.resolve(password === stored),
  tokenKey: (token) => token,
}
