import { i18n } from './i18n'

/**
 * The spec's messages and the console's own, in the interface's language at the moment they are read. The English
 * text is the message id (src/i18n/catalog/en.json), so English is the spec's exactly.
 */
export const MESSAGES = {
  get wrongLogin() {
    return i18n._('Wrong login/password')
  },
  /** A throttled sign-in (429); the seconds come from its Retry-After when the server sends one. */
  tooManyAttempts: (seconds: number | undefined) =>
    seconds
      ? i18n._('Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.', { seconds })
      : i18n._('Too many attempts. Try again later.'),
  /** The `required` rule's message, also the login form's. */
  get required() {
    return i18n._('This field is required.')
  },
  backendError: (status: number) => i18n._('undefined error in backend ({status})', { status }),
  get confirmDelete() {
    return i18n._('Do you really want to delete this item?')
  },
  /**
   * What a delete takes with it, from a child list's total: "Also deletes 4 lexicon entries.", "Also deletes 3
   * chapters and their subchapters." The nouns come as inSentence gives them.
   */
  alsoDeletes: (count: number, records: string, theirs: readonly string[] = []) =>
    theirs.length === 0
      ? i18n._('Also deletes {count} {records}.', { count, records })
      : count === 1
        ? i18n._('Also deletes {count} {records} and its {theirs}.', { count, records, theirs: joinAnd(theirs) })
        : i18n._('Also deletes {count} {records} and their {theirs}.', { count, records, theirs: joinAnd(theirs) }),
  /** A child list that could not be counted. */
  mayAlsoDelete: (records: string) => i18n._('Its {records} are deleted with it.', { records }),
  /** The toasts after a write, naming the record ("Zucker updated"; see docs/decisions.md, "Records by their names"). */
  created: (name: string) => i18n._('{name} created', { name }),
  updated: (name: string) => i18n._('{name} updated', { name }),
  deleted: (name: string) => i18n._('{name} deleted', { name }),
  get undo() {
    return i18n._('Undo')
  },
  get network() {
    return i18n._('The server could not be reached. Check the connection and try again.')
  },
  get timeout() {
    return i18n._('The server did not answer in time. Try again.')
  },
  get malformed() {
    return i18n._('The server sent an answer the console cannot read.')
  },
  /** A save or delete refused (423/409) because another user's open edit holds the record (docs/hub-contract.md). */
  recordLocked: (editor: string) =>
    i18n._('{editor} is editing this record, so it was not changed. Try again once {editor} has finished.', {
      editor,
    }),
  /** The rich-text input could not show all of its stored text (see docs/decisions.md, "Rich text"). */
  get richTextRemoved() {
    return i18n._(
      'Part of the stored text was removed as unsafe and is not shown here. If you change this field, saving stores only what is shown.',
    )
  },
  lockLost: (editor: string, name: string) =>
    i18n._('Your changes to {name} could not be saved because {editor} is editing it. They are kept as a draft.', {
      editor,
      name,
    }),
}

const joinAnd = (nouns: readonly string[]) => nouns.join(` ${i18n._('and')} `)

/**
 * A declared noun (a list's title, a record's suffix) inside a sentence: an English noun is lower case there, a
 * German one keeps its capital.
 */
export function inSentence(noun: string): string {
  const shown = i18n._(noun)
  return i18n.locale === 'de' ? shown : shown.toLocaleLowerCase()
}
