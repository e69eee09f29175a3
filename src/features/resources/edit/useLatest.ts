import { useLayoutEffect, useRef } from 'react'

/** A ref to the value of the last render, for callbacks that run later (a sign-out, a timer) and must read it. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
