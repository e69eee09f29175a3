import { useEffect, useState, type ComponentType } from 'react'

const Nothing = () => null

/** A component whose code loads on demand, with `preload` to load it ahead of its first render. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> }

/**
 * A component whose code loads on first use, showing `Placeholder` (given the same props) until then; `preload` loads it ahead. Unlike
 * React.lazy it never suspends: React.lazy suspends on its first render even when its code has already loaded, and
 * React reveals suspended content no sooner than 300 ms after the last fallback it showed, so a preloaded dialog or
 * heading came up to 300 ms late. Here the code's arrival is an ordinary state update, shown in the next frame. A load
 * that fails reaches the nearest error boundary, and the next mount tries again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P> = Nothing,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function Loaded(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({ component: loaded }))
    const { component: Component, error } = state
    useEffect(() => {
      if (Component) return
      let mounted = true
      preload().then(
        (component) => mounted && setState({ component }),
        (failure: unknown) => mounted && setState({ error: failure ?? new Error('The component did not load') }),
      )
      return () => {
        mounted = false
      }
    }, [Component])
    if (error !== undefined) throw error
    return Component ? <Component {...props} /> : <Placeholder {...props} />
  }
  return Object.assign(Loaded, { preload })
}
