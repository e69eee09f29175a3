/**
 * Characters no stored text holds (validation refuses them): control characters, all but tab and line breaks, and
 * the bidi embeddings, overrides and isolates. NUL cuts names short in other systems, and a right-to-left override
 * makes `evil\u202Etxt.exe` read as `evilexe.txt`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const NOT_IN_STORED_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
