import type { ComponentProps } from 'react'
import { cx } from './cx'
import { inputClass, textareaClass } from './input.styles'
import { paletteClass } from './palette'

type Size = keyof typeof inputClass

/**
 * Chakra's Input recipe as static CSS. Its focus ring takes the primary palette, so every input of the console
 * (login, lists, dialogs) shows the same ring. `aria-invalid` gives the error look.
 */
export function Input({ size = 'md', className, ...rest }: Omit<ComponentProps<'input'>, 'size'> & { size?: Size }) {
  return <input {...rest} className={cx(inputClass[size], paletteClass.brand, className)} />
}

/** Chakra's Textarea recipe, with the inputs' focus ring. */
export function Textarea({ size = 'md', className, ...rest }: ComponentProps<'textarea'> & { size?: Size }) {
  return <textarea {...rest} className={cx(textareaClass[size], paletteClass.brand, className)} />
}
