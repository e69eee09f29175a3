import { i18n } from '@/i18n/i18n'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorNotice, ReloadButton } from './ErrorScreens'

interface State {
  error: Error | null
}

/**
 * Last line of defence above the router and the theme: never a blank page. Plain markup: nothing here can fail to load.
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
      <ErrorNotice title={i18n._('Something went wrong')} text={this.state.error.message || String(this.state.error)}>
        <ReloadButton />
      </ErrorNotice>
    )
  }
}
