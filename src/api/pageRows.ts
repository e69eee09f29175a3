import type { Parser } from './http'

/** A list answer's rows past `take`, dropped before anything reads them; any other answer as it came. */
function firstRows(answer: unknown, take: number): unknown {
  if (typeof answer !== 'object' || answer === null || !('values' in answer)) return answer
  const { values } = answer
  if (!Array.isArray(values) || values.length <= take) return answer
  return { ...answer, values: values.slice(0, take) }
}

/**
 * A page's parser that reads at most the `take` rows the console asked for. A server answering more (10,000 rows to
 * take=7) would otherwise have every row parsed and rendered: seconds of a frozen page for rows the list never shows.
 */
export function pageOfAtMost<T>(page: Parser<T>, take: number): Parser<T> {
  return { safeParse: (answer, params) => page.safeParse(firstRows(answer, take), params) }
}
