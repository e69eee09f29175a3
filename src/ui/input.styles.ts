import { input, textarea } from 'styled-system/recipes'

/** Chakra's Input and Textarea recipes in the sizes the kit offers, computed at build time. */
export const inputClass = { xs: input({ size: 'xs' }), sm: input({ size: 'sm' }), md: input({ size: 'md' }) }
export const textareaClass = {
  xs: textarea({ size: 'xs' }),
  sm: textarea({ size: 'sm' }),
  md: textarea({ size: 'md' }),
}
