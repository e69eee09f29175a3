/**
 * The bookkeeping rows of the sandbox state (sign-ins, sign-in generations, next ids), which every save compares rather
 * than names: what the database holds of them is remembered, so a save writes only the entries that differ, and a
 * save that was rolled back puts them back in memory. Sign-ins are replaced, never changed in place (signIns.ts), so
 * an entry is unchanged while it is the same object.
 */
import type { StatementSync } from 'node:sqlite'
import type { SandboxState, SignIn } from '../store/types'

export function bookkeepingRows(sql: (text: string) => StatementSync) {
  let tokens = new Map<string, SignIn>()
  let generations = new Map<string, number>()
  let nextIds = new Map<string, number>()
  return {
    /** The database now holds what `state` does (after a commit, or a read). */
    remember(state: SandboxState) {
      tokens = new Map(Object.entries(state.tokens))
      generations = new Map(Object.entries(state.signInGenerations))
      nextIds = new Map(Object.entries(state.nextIds))
    },
    /** The database's bookkeeping rows were all deleted (a whole state is being written). */
    forget() {
      tokens = new Map()
      generations = new Map()
      nextIds = new Map()
    },
    /** Writes the entries that differ from what the database holds. */
    write(state: SandboxState) {
      for (const [token, signIn] of Object.entries(state.tokens)) {
        if (tokens.get(token) === signIn) continue
        sql('INSERT OR REPLACE INTO sign_ins (token, subject, generation, expires_at) VALUES (?, ?, ?, ?)').run(
          token,
          signIn.subject,
          signIn.generation,
          signIn.expiresAt,
        )
      }
      for (const token of tokens.keys())
        if (!Object.hasOwn(state.tokens, token)) sql('DELETE FROM sign_ins WHERE token = ?').run(token)
      for (const [subject, generation] of Object.entries(state.signInGenerations))
        if (generations.get(subject) !== generation)
          sql('INSERT OR REPLACE INTO sign_in_generations (subject, generation) VALUES (?, ?)').run(subject, generation)
      for (const [resource, nextId] of Object.entries(state.nextIds))
        if (nextIds.get(resource) !== nextId)
          sql('INSERT OR REPLACE INTO next_ids (resource, next_id) VALUES (?, ?)').run(resource, nextId)
    },
    /** Memory takes back what the database holds, after a save was rolled back. */
    putBack(state: SandboxState) {
      state.tokens = Object.fromEntries(tokens)
      state.signInGenerations = Object.fromEntries(generations)
      state.nextIds = Object.fromEntries(nextIds)
    },
  }
}
