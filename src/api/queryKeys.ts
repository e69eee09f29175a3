/** The one query-key factory: every query and invalidation of server state names its key here. */
export type Id = number | string

export interface ListParams {
  parentId?: Id
  /** Extra list filters (portions `filter`, optimization areas `state`), as sent. */
  filter?: Record<string, string>
  search?: string
  skip: number
  take: number
}

export type DictionaryKind = 'diet' | 'goal' | 'indication' | 'insurance' | 'motivation' | 'optimisation' | 'target'

export const queryKeys = {
  lists: (name: string) => ['resource', name, 'list'] as const,
  list: (name: string, params: ListParams) => ['resource', name, 'list', params] as const,
  /**
   * A page an export reads: apart from the lists', so live updates and list refetches never touch it, and apart from
   * any other export's (`run`), so an export never waits on the calls of one that was cancelled.
   */
  exportPage: (name: string, run: number, params: ListParams) => ['export', name, run, params] as const,
  detail: (name: string, id: Id) => ['resource', name, 'detail', String(id)] as const,
  /** How many records of a child list a parent holds (its total). */
  count: (name: string, parentId: Id) => ['resource', name, 'count', String(parentId)] as const,
  /** How many records of a child list the parents hold together (a bulk delete's confirmation). */
  countOf: (name: string, parentIds: readonly Id[]) => ['resource', name, 'countOf', parentIds.map(String)] as const,
  dictionary: (kind: DictionaryKind) => ['dictionary', kind] as const,
  servings: () => ['servings'] as const,
  dashboard: () => ['dashboard'] as const,
}
