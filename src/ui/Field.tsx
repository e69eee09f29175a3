import { createContext, useContext, useId, type ReactNode } from 'react'
import { cx } from './cx'
import { fieldClass } from './field.styles'

/** What a control inside a Field takes: its id (the label's `for`), its description and its state. */
export interface FieldControl {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
  /** The error text's id while there is an error. */
  errorId?: string
}

const FieldContext = createContext<FieldControl | null>(null)

/** The surrounding Field's wiring for its control; a control outside any Field gets none. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext)
}

/** A Field's wiring as a native control's attributes. */
export type ControlProps = Omit<FieldControl, 'errorId'>

function controlProps({ errorId: _errorId, ...props }: FieldControl): ControlProps {
  return props
}

export interface FieldProps {
  /** Left out when the control carries its own label (a checkbox). */
  label?: ReactNode
  required?: boolean
  helper?: ReactNode
  error?: string
  /** The control; as a function it gets the attributes to spread on a native control. */
  children: ReactNode | ((control: ControlProps) => ReactNode)
  className?: string
}

/**
 * Chakra's Field (its recipe as static CSS): label with the required mark, the control, helper and error text. The
 * control reads its id, description and state with useFieldControl, as Chakra's inputs read their Field.
 */
export function Field({ label, required = false, helper, error, children, className }: FieldProps) {
  const id = useId()
  const helperId = `${id}-helper`
  const errorId = `${id}-error`
  const describedBy = [helper ? helperId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  const control: FieldControl = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    required: required || undefined,
    errorId: error ? errorId : undefined,
  }
  const slots = fieldClass
  return (
    <div className={cx(slots.root, className)} data-invalid={error ? '' : undefined}>
      {label !== undefined && (
        <label htmlFor={id} className={slots.label}>
          {label}
          {required && (
            <span aria-hidden className={slots.requiredIndicator}>
              *
            </span>
          )}
        </label>
      )}
      <FieldContext.Provider value={control}>
        {typeof children === 'function' ? children(controlProps(control)) : children}
      </FieldContext.Provider>
      {helper && (
        <div id={helperId} className={slots.helperText}>
          {helper}
        </div>
      )}
      {error && (
        <div id={errorId} className={slots.errorText} aria-live="polite">
          {error}
        </div>
      )}
    </div>
  )
}
