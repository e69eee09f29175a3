import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  error: Error | null
}

/**
 * Last line of defence above the router and the theme: never a blank page. Plain markup and inline styles,
 * because what failed may be the theme itself.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the console', error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1a1a1a' }}>
        <h1 style={{ fontSize: 24, color: '#991b1b' }}>Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 16px', marginTop: 12 }}>
          Reload
        </button>
      </div>
    )
  }
}
