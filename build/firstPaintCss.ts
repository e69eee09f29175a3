import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss'
import { declaredVariables, neededVariables, variablesRead } from './cssVariables.ts'

/** Layers a first paint takes whole: the reset and Chakra's global styles, which every element wears. */
const WHOLE_LAYERS = new Set(['reset', 'base'])
const TOKENS_LAYER = 'tokens'

const layerOf = (node: ChildNode) =>
  node.type === 'atrule' && node.name === 'layer' ? node.params.split('.')[0] : undefined

function escapeForRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Removes the rules and at-rules that are left with nothing in them, innermost first. */
function removeEmpty(container: Container) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'rule' && node.type !== 'atrule') continue
    removeEmpty(node)
    if (node.nodes?.length === 0) node.remove()
  }
}

/** A copy of a layer with only the rules whose selector names one of the classes. */
function rulesFor(layer: AtRule, classes: RegExp): AtRule | undefined {
  const copy = layer.clone()
  copy.walkRules((rule) => {
    if (!classes.test(rule.selector)) rule.remove()
  })
  removeEmpty(copy)
  return copy.nodes && copy.nodes.length > 0 ? copy : undefined
}

/** A copy of the tokens layer with only the variables in `needed` (and no keyframes: the first paint does not move). */
function tokensFor(layer: AtRule, needed: ReadonlySet<string>): AtRule | undefined {
  const copy = layer.clone()
  copy.walkAtRules('keyframes', (keyframes) => {
    keyframes.remove()
  })
  copy.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove()
  })
  removeEmpty(copy)
  return copy.nodes && copy.nodes.length > 0 ? copy : undefined
}

/**
 * The part of the entry stylesheet that the static first paint needs (index.html's login card or signed-in bar):
 * the reset and global styles, the rules of its classes, and the theme variables those and `ownCss` read, in both
 * colour schemes. index.html carries this instead of the whole stylesheet (78 KB), so the page fits the first round
 * trip and the app's scripts are asked for sooner; the whole stylesheet comes beside them (deferEntryCss.ts).
 */
export function firstPaintCss(
  entryCss: string,
  { classes, ownCss }: { classes: readonly string[]; ownCss: string },
): string {
  const entry: Root = postcss.parse(entryCss)
  const byClass = new RegExp(`\\.(?:${classes.map(escapeForRegExp).join('|')})(?![\\w-])`)
  const order: string[] = []
  const kept: string[] = []
  let tokens: AtRule | undefined
  for (const node of entry.nodes) {
    const layer = layerOf(node)
    if (layer === undefined || node.type !== 'atrule') continue
    if (!order.includes(layer)) order.push(layer)
    if (layer === TOKENS_LAYER) tokens = node
    else if (WHOLE_LAYERS.has(layer)) kept.push(node.toString())
    else kept.push(rulesFor(node, byClass)?.toString() ?? '')
  }
  const rules = kept.join('')
  const needed = neededVariables(variablesRead(rules + ownCss), tokens ? declaredVariables(tokens) : new Map())
  // The layers' order as the whole stylesheet gives it, first: it ranks the layers wherever their blocks stand, and the
  // whole stylesheet, coming later, ranks its rules the same.
  return `@layer ${order.join(',')};${rules}${(tokens && tokensFor(tokens, needed)?.toString()) ?? ''}`
}
