import { Suspense, useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { lazyComponent } from './lazyComponent'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

test('once preloaded, it renders in the same commit, without its fallback', async () => {
  const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting))
  await LazyGreeting.preload()
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyGreeting name="Ada" />
    </Suspense>,
  )
  expect(screen.getByText('Hello Ada')).toBeTruthy()
  expect(screen.queryByText('Loading')).toBeNull()
})

test('not preloaded, it suspends, then shows; a failed load may be tried again', async () => {
  let fail = true
  const LazyGreeting = lazyComponent(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)))
  await expect(LazyGreeting.preload()).rejects.toThrow('offline')
  fail = false
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyGreeting name="Ada" />
    </Suspense>,
  )
  expect(screen.getByText('Loading')).toBeTruthy()
  expect(await screen.findByText('Hello Ada')).toBeTruthy()
})

test('a mounted instance keeps its state when the code arrives', async () => {
  function Counter() {
    const [count, setCount] = useState(0)
    return <button onClick={() => setCount((c) => c + 1)}>Count {count}</button>
  }
  let resolve: (c: typeof Counter) => void = () => undefined
  const LazyCounter = lazyComponent(() => new Promise<typeof Counter>((r) => (resolve = r)))
  const { rerender } = render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyCounter />
    </Suspense>,
  )
  await act(async () => resolve(Counter))
  await userEvent.click(await screen.findByRole('button', { name: 'Count 0' }))
  rerender(
    <Suspense fallback={<p>Loading</p>}>
      <LazyCounter />
    </Suspense>,
  )
  expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy()
})
