/** Joins class names, skipping empty ones (Panda's `cx` without its runtime's import graph). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
