import { useEffect } from 'react'
import { useFormikContext } from 'formik'

/**
 * File and image inputs validate on mount and on every change, unlike the passive fields: the field is marked touched
 * so its error shows at once. Returns the setter to use for the field's value.
 */
export function useEagerValidation<V>(name: string): (value: V) => void {
  const { setFieldTouched, setFieldValue } = useFormikContext()
  useEffect(() => {
    void setFieldTouched(name, true, true)
  }, [name, setFieldTouched])
  return (value: V) => {
    void setFieldTouched(name, true, false)
    // Validates with the new value (setFieldTouched would validate the values of the last render).
    void setFieldValue(name, value, true)
  }
}
