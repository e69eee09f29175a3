import { nativeSelect } from 'styled-system/recipes'

/** Chakra's NativeSelect recipe (root, field, chevron) in the sizes the kit offers, computed at build time. */
export const nativeSelectClass = {
  xs: nativeSelect({ size: 'xs' }),
  sm: nativeSelect({ size: 'sm' }),
  md: nativeSelect({ size: 'md' }),
}
