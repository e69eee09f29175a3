import { useEffect } from 'react'
import { useFormikContext } from 'formik'

/**
 * File and image inputs validate on mount and on every change (spec §5), unlike the passive fields:
 * marking the field touched (with validation) makes its error visible at once.
 */
export function useEagerValidation(name: string) {
  const { setFieldTouched } = useFormikContext()
  useEffect(() => {
    void setFieldTouched(name, true, true)
  }, [name, setFieldTouched])
  return (apply: () => void | Promise<unknown>) => {
    void Promise.resolve(apply()).then(() => setFieldTouched(name, true, true))
  }
}
