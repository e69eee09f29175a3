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
  lockLost: (editor: string) =>
    i18n._('Your changes could not be saved because {editor} is editing this record. They are kept as a draft.', {
      editor,
    }),
}
