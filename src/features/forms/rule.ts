/** A validation rule: the error message, or undefined when the value passes. `values` = the whole form. */
export interface Rule {
  readonly name: string
  check(value: unknown, values: Readonly<Record<string, unknown>>): string | undefined
}
