import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss'
import { declaredVariables, neededVariables, variablesRead } from './cssVariables.ts'

/** Layers a first paint takes whole: the reset and Chakra's global styles, which every element wears. */
const WHOLE_LAYERS = new Set(['reset', 'base'])
const TOKENS_LAYER = 'tokens'

const layerOf = (node: ChildNode) => (node.type === 'atrule' && node.name === 'layer' ? node.params.split('.')[0] : undefined)

function escapeForRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function removeEmpty(container: Container) {
  container.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  container.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
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
  copy.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
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
export function firstPaintCss(entryCss: string, { classes, ownCss }: { classes: readonly string[]; ownCss: string }): string {
  const entry: Root = postcss.parse(entryCss)
  const byClass = new RegExp(`\\.(?:${classes.map(escapeForRegExp).join('|')})(?![\\w-])`)
  const kept: (AtRule | 'tokens')[] = []
  const order: string[] = []
  for (const node of entry.nodes) {
    const layer = layerOf(node)
    if (layer === undefined || node.type !== 'atrule') continue
    if (!order.includes(layer)) order.push(layer)
    if (layer === TOKENS_LAYER) kept.push('tokens')
    else if (WHOLE_LAYERS.has(layer)) kept.push(node.clone())
    else {
      const rules = rulesFor(node, byClass)
      if (rules) kept.push(rules)
    }
  }
  const outside = postcss.root({ nodes: kept.filter((k): k is AtRule => k !== 'tokens').map((k) => k.clone()) })
  const tokens = entry.nodes.find((node): node is AtRule => layerOf(node) === TOKENS_LAYER && node.type === 'atrule')
  const declared = tokens ? declaredVariables(tokens) : new Map()
  const needed = neededVariables(variablesRead(outside.toString() + ownCss), declared)
  // The layers' order as the whole stylesheet gives it, so the whole one, coming later, ranks its rules the same.
  const parts = [`@layer ${order.join(',')};`]
  for (const k of kept) {
    if (k !== 'tokens') parts.push(k.toString())
    else if (tokens) parts.push(tokensFor(tokens, needed)?.toString() ?? '')
  }
  return parts.join('')
}
