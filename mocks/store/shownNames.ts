/**
 * The name a lock shows for its holder (the hub's EditorName), decided by the server so that a display name, which
 * an Admin may set to anything, cannot pass for another person: the display name alone while it reads as nobody
 * else's, otherwise followed by the holder's username, which is unique and free of look-alikes (usernames.ts).
 * See docs/hub-contract.md, "Server → client".
 */
import { normalUsername, usernameKey, usernameProblem } from './usernames'

export interface Named {
  id: string
  username: string
  displayname: string
}

/** How a name reads: case, width and runs of white space aside. */
const readAs = (name: string) => usernameKey(name.replace(/\s+/gu, ' '))

/** Whether `name` reads as `other`, or starts as it and goes on after a non-letter (`Anna Admin (boss)`). */
function passesFor(name: string, other: string): boolean {
  if (!other || !name.startsWith(other)) return false
  const next = name.slice(other.length, other.length + 1)
  return next === '' || !/[\p{L}\p{N}]/u.test(next)
}

export function shownName(holder: Named, everyone: Iterable<Named>): string {
  const display = normalUsername(holder.displayname)
  if (!display) return holder.username
  const key = readAs(display)
  let clash = usernameProblem(display, 'A display name') !== undefined
  for (const other of everyone) {
    if (clash) break
    if (other.id === holder.id) continue
    clash = passesFor(key, readAs(other.displayname)) || passesFor(key, usernameKey(other.username))
  }
  return clash ? `${display} (${holder.username})` : display
}
