import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cx } from 'styled-system/css'
import { nativeSelect } from 'styled-system/recipes'
import { PRIMARY_PALETTE, paletteClass } from './palette'

type Size = 'xs' | 'sm' | 'md'

/** A native <select> in Chakra's NativeSelect recipe (root, field, chevron), with the inputs' focus ring. */
export function NativeSelect({ size = 'md', className, ...rest }: Omit<ComponentProps<'select'>, 'size'> & { size?: Size }) {
  const styles = nativeSelect({ size })
  return (
    <div className={cx(styles.root, paletteClass[PRIMARY_PALETTE], className)}>
      <select {...rest} className={styles.field} />
      <div className={styles.indicator} aria-hidden>
        <ChevronDown />
      </div>
    </div>
  )
}
