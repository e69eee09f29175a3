import type * as z from 'zod/mini'
import type { Role } from '@/api/session'
import type { OptionSource } from '@/features/forms/field'
import type { Screen } from '@/features/navigation/screen'
import type { RecordFields } from './recordFields'
import type { RecordKey } from './types'

// The declared field kinds travel with the declarations (in the entry): the in-browser sandbox reads them before the
// first render, and from any later chunk it would pull that whole chunk in ahead of /login's form.
export { declaredFields } from './fieldKinds'

export type { OptionSource } from '@/features/forms/field'
export type { Screen } from '@/features/navigation/screen'

/**
 * The React-free half of a resource declaration (`features/<x>/resource.ts`). It imports nothing at run time but
 * constants, so the registry can hold every declaration in the entry chunk and the sandbox under mocks/ can import
 * it in Node. The view half (`features/<x>/view.tsx`: fields, columns, slots) loads with the list's route.
 */

export interface FilterDef {
  /** Query key sent with the list call (`filter`, `state`). */
  name: string
  label: string
  /** Value the list starts with; absent = All (nothing sent). */
  initial?: string
  options: OptionSource
  /** Label of the "no filter" option; omit when the filter always has a value. */
  allLabel?: string
}

/**
 * The declared resources by name. Each `features/<x>/resource.ts` adds its own entry beside its declaration
 * (`declare module '@/features/resources/declaration' { interface ResourceRegistry { courses: typeof courses } }`),
 * so a new resource touches only its folder, and a misspelt name in a route, a view or a link is a type error.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per resource.ts
export interface ResourceRegistry {}

/** A declared resource's name (`'courses'`, `'lexiconcategories'`…). */
export type ResourceName = keyof ResourceRegistry & string

/** The parent a child list is opened under, by resource name (a name, not an import: no import loops). */
export interface ParentLink<K extends string = string> {
  /** The parent resource's name; absent when the parent is only a filter. */
  resource?: ResourceName
  /** Parent key on child records and in the list query. */
  key: K
  /** The list also opens without a parent (generic methods, recipes). */
  optional?: boolean
}

export interface ChildLink {
  /** The child resource's name. */
  resource: ResourceName
  /** Label of the edit dialog's link button. */
  label: string
}

export interface RouteDecl {
  /** The list's route; child lists carry `$parentId`. */
  path: string
  /** Toolbar title and menu label when it differs from the list's title. */
  title?: string
  /** Position in the drawer menu; absent when the list is not in the menu. */
  menu?: number
  /** A second route for the list opened under a parent (methods: /method-list/$parentId). */
  childPath?: string
}

export interface DeclarationInput<
  S extends z.ZodMiniType = z.ZodMiniType,
  N extends string = string,
  R extends RouteDecl = RouteDecl,
> {
  /** API name, also the live group name (see docs/hub-contract.md). */
  name: N
  /** List/get path, e.g. '/lexicon'. */
  path: string
  /** Write path where it differs (recipes: '/Recipe'). */
  writePath?: string
  /** List heading, e.g. 'Lexicon categories'. */
  title: string
  /** Edit dialog suffix: 'Add <suffix>', 'Edit <suffix> (id:N)'; also the parent title of child lists. */
  suffix: string
  /** Property naming a record: child lists read '<parent suffix>: <record[titleProperty]>.' */
  titleProperty: string
  role: Role
  route: R
  pageSize: number
  readOnly?: boolean
  parent?: ParentLink
  children?: readonly ChildLink[]
  filters?: readonly FilterDef[]
  /** Values of a new record. */
  defaults?: Readonly<Record<string, unknown>>
  /** Builds the record schema (zod/mini) from the shared record fields; see recordFields.ts for why a function. */
  schema: (fields: RecordFields) => S
}

export interface ResourceDeclaration<
  S extends z.ZodMiniType = z.ZodMiniType,
  N extends string = string,
  R extends RouteDecl = RouteDecl,
> extends DeclarationInput<S, N, R> {
  /** The list screen, from `route`. */
  screen: Screen
  /** The list screen opened under a parent, when it has its own route (`route.childPath`). */
  childScreen?: Screen
}

/** The record type a declaration's schema parses. */
export type RecordOf<D extends { schema: (fields: RecordFields) => z.ZodMiniType }> = z.output<ReturnType<D['schema']>>

/** The keys a declaration names, with their literal types, for `MisspeltKeys`. */
interface NamedKeys<T extends string, P extends string, D> {
  titleProperty: T
  parent?: ParentLink<P>
  defaults?: D
}

/**
 * The keys a declaration names (`titleProperty`, `parent.key`, a default's) that are no field of its schema. They
 * are checked once all of the declaration is inferred (the registry checks every registered one): a check inside
 * declareResource's parameter would fix the schema's type before its function is read.
 */
export type MisspeltKeys<D> = D extends {
  schema: (fields: RecordFields) => infer S extends z.ZodMiniType
  namedKeys?: infer Named extends string
}
  ? Exclude<Named, RecordKey<z.output<S>>>
  : never

/** Checks a declaration and adds its screens; name, route and the keys it names keep their literal types. */
export function declareResource<
  const N extends string,
  S extends z.ZodMiniType,
  const R extends RouteDecl,
  const T extends string,
  const P extends string = never,
  const D extends object = object,
>(
  input: DeclarationInput<S, N, R> & NamedKeys<T, P, D>,
): ResourceDeclaration<S, N, R> & {
  /** Types only: what MisspeltKeys checks. */ namedKeys?: T | P | (keyof D & string)
} {
  const screenAt = (path: string): Screen => ({ path, title: input.route.title ?? input.title, role: input.role })
  const screen = {
    ...screenAt(input.route.path),
    ...(input.route.menu === undefined ? {} : { menu: input.route.menu }),
  }
  return { ...input, screen, ...(input.route.childPath ? { childScreen: screenAt(input.route.childPath) } : {}) }
}
