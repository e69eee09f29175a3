import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cx } from './cx'
import { nativeSelectClass } from './nativeSelect.styles'
import { paletteClass } from './palette'

type Size = keyof typeof nativeSelectClass

/** A native <select> in Chakra's NativeSelect recipe (root, field, chevron), with the inputs' focus ring. */
export function NativeSelect({
  size = 'md',
  className,
  ...rest
}: Omit<ComponentProps<'select'>, 'size'> & { size?: Size }) {
  const styles = nativeSelectClass[size]
  return (
    <div className={cx(styles.root, paletteClass.brand, className)}>
      <select {...rest} className={styles.field} />
      <div className={styles.indicator} aria-hidden>
        <ChevronDown />
      </div>
    </div>
  )
}
