import type { Container, Declaration } from 'postcss'

/** A custom property's name in `var(--name …)`; Panda escapes the dots of token names (`--chakra-sizes-2\.5`). */
const VAR_USE = /var\(\s*(--(?:[\w-]|\\.)+)/g

/** The variables a CSS value (or any CSS text) reads. */
export const variablesRead = (text: string): string[] => [...text.matchAll(VAR_USE)].map((match) => match[1]!)

/** The custom properties declared in a stylesheet, each with its declarations (one per selector or condition). */
export function declaredVariables(container: Container): Map<string, Declaration[]> {
  const declared = new Map<string, Declaration[]>()
  container.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl])
  })
  return declared
}

/** `seeds` and every variable that a declaration of a needed one reads, transitively. */
export function neededVariables(
  seeds: Iterable<string>,
  declared: ReadonlyMap<string, readonly Declaration[]>,
): Set<string> {
  const needed = new Set(seeds)
  const pending = [...needed]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const decl of declared.get(name) ?? []) {
      for (const used of variablesRead(decl.value)) {
        if (!needed.has(used)) {
          needed.add(used)
          pending.push(used)
        }
      }
    }
  }
  return needed
}
