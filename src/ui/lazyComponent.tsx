import { lazy, useState, type ComponentType } from 'react'

/** A component whose code loads on demand, with `preload` to load it ahead of its first render. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> }

/**
 * React.lazy that renders at once when its code has already loaded (preloaded, or shown before). React.lazy suspends
 * on its first render even then, and React reveals suspended content no sooner than 300 ms after the last fallback it
 * showed, so a preloaded dialog or heading would still flash its fallback and come up to 300 ms late.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined // a failed load may be retried
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Loaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Loaded, { preload })
}
