import { field, fieldset } from 'styled-system/recipes'

/** Chakra's Field and Fieldset (md) recipes, the parts the kit renders, computed at build time. */
const { root, label, requiredIndicator, helperText, errorText } = field()
export const fieldClass = { root, label, requiredIndicator, helperText, errorText }

const set = fieldset({ size: 'md' })
export const fieldsetClass = {
  root: set.root,
  legend: set.legend,
  content: set.content,
  helperText: set.helperText,
  errorText: set.errorText,
}
