/**
 * Usernames as people read them. A name is kept in NFKC (fullwidth `ｃｈｉｅｆ` and mathematical bold are stored as
 * `chief`), compared case-folded, and refused when it hides characters or mixes look-alike letters, so no two
 * accounts (nor a lock's "… is editing") can read the same. See docs/decisions.md, "Usernames".
 */

/** The form a username is stored in: trimmed NFKC. */
export const normalUsername = (name: string) => name.normalize('NFKC').trim()

/**
 * The key two usernames are compared by: NFKC, then case-folded. Upper- then lower-casing folds what lower-casing
 * alone keeps apart (`ß` and `ss`); NFKC again puts the result back in its normal form.
 */
export const usernameKey = (name: string) => normalUsername(name).toUpperCase().toLowerCase().normalize('NFKC')

/** Characters that show nothing: zero-width spaces and joiners, the soft hyphen, variation selectors, tags … */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u

/**
 * Letters that copy another letter's look: small capitals (`ᴄʜɪᴇꜰ`), IPA and phonetic letters, modifier letters
 * (superscripts). Names do not need them, and NFKC leaves most of them as they are.
 */
const LOOK_ALIKE = /[\p{Lm}\u0250-\u02AF\u1D00-\u1DBF\uA720-\uA7FF\uAB30-\uAB6F]/u

/** Scripts told apart; a letter of another script counts as its own. Han, kana and Hangul mix as writing does. */
const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Georgian', 'Thai', 'Devanagari']
const SCRIPT_PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const)
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u

function scriptOf(letter: string): string {
  if (EAST_ASIAN.test(letter)) return 'East Asian'
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(letter))?.[0] ?? `U+${letter.codePointAt(0)?.toString(16)}`
}

/** Why this (normalised) name cannot be a username; undefined when it can. `label` names the field. */
export function usernameProblem(name: string, label: string): string | undefined {
  if (INVISIBLE.test(name)) return `${label} must not contain invisible characters (such as zero-width spaces).`
  if (LOOK_ALIKE.test(name))
    return `${label} must not contain look-alike letters (small capitals, phonetic or modifier letters).`
  const scripts = new Set(Array.from(name.match(/\p{L}/gu) ?? [], scriptOf))
  if (scripts.size > 1) return `${label} must not mix scripts (${[...scripts].join(' and ')} letters).`
  return undefined
}
