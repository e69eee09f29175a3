import { Component, useState, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { lazyComponent } from './lazyComponent'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>
const LoadingNote = ({ name }: { name: string }) => <p>Loading {name}</p>

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  render = () => (this.state.failed ? <p>Failed</p> : this.props.children)
}

test('once preloaded, it renders in the first commit, without its placeholder', async () => {
  const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting), LoadingNote)
  await LazyGreeting.preload()
  render(<LazyGreeting name="Ada" />)
  expect(screen.getByText('Hello Ada')).toBeTruthy()
  expect(screen.queryByText('Loading Ada')).toBeNull()
})

test('not loaded yet, its placeholder shows, and it comes as soon as its code has: not 300 ms later', async () => {
  const code = deferred<typeof Greeting>()
  const LazyGreeting = lazyComponent(() => code.promise, LoadingNote)
  render(<LazyGreeting name="Ada" />)
  expect(screen.getByText('Loading Ada')).toBeTruthy()
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20))
    code.resolve(Greeting)
  })
  const arrived = performance.now()
  await screen.findByText('Hello Ada', undefined, { interval: 5 })
  expect(performance.now() - arrived).toBeLessThan(150)
})

test('a load that fails reaches the error boundary; the next mount tries again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
  let attempt = deferred<typeof Greeting>()
  const LazyGreeting = lazyComponent(() => attempt.promise)
  const first = render(
    <Boundary>
      <LazyGreeting name="Ada" />
    </Boundary>,
  )
  await act(async () => attempt.reject(new Error('offline')))
  expect(screen.getByText('Failed')).toBeTruthy()
  first.unmount()
  attempt = deferred<typeof Greeting>()
  render(<LazyGreeting name="Ada" />)
  await act(async () => attempt.resolve(Greeting))
  expect(screen.getByText('Hello Ada')).toBeTruthy()
  vi.restoreAllMocks()
})

test('a mounted instance keeps its state when the code arrives', async () => {
  function Counter() {
    const [count, setCount] = useState(0)
    return <button onClick={() => setCount((c) => c + 1)}>Count {count}</button>
  }
  const code = deferred<typeof Counter>()
  const LazyCounter = lazyComponent(() => code.promise)
  const { rerender } = render(<LazyCounter />)
  await act(async () => code.resolve(Counter))
  await userEvent.click(screen.getByRole('button', { name: 'Count 0' }))
  rerender(<LazyCounter />)
  expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy()
})
