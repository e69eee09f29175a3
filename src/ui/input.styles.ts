import { input, nativeSelect, textarea } from 'styled-system/recipes'

/** Chakra's Input, Textarea and NativeSelect recipes in the sizes the kit offers, computed at build time. */
export const inputClass = { xs: input({ size: 'xs' }), sm: input({ size: 'sm' }), md: input({ size: 'md' }) }
export const textareaClass = { xs: textarea({ size: 'xs' }), sm: textarea({ size: 'sm' }), md: textarea({ size: 'md' }) }
export const nativeSelectClass = { xs: nativeSelect({ size: 'xs' }), sm: nativeSelect({ size: 'sm' }), md: nativeSelect({ size: 'md' }) }
