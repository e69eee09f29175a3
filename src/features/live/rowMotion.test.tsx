import { expect, test } from 'vitest'
import { act, render, renderHook, screen } from '@testing-library/react'
import { highlightStore } from './highlights'
import { loadRowMotion, useRowMotion } from './rowMotion'

test('framer-motion is loaded with the first live event, not before', async () => {
  const { result } = renderHook(() => useRowMotion())
  highlightStore.flash('items', 1, 'added')
  expect(result.current).toBeUndefined()
  // The load the live event started (loading is once): the test waits for it, however long a busy machine takes.
  await act(() => loadRowMotion())
  expect(result.current).toBeDefined()
  highlightStore.clear()
})

test('a live row fades out with framer-motion when it leaves, and in when it enters', async () => {
  await loadRowMotion()
  const { result } = renderHook(() => useRowMotion())
  const { LiveRow, group } = result.current!
  // Each fade's own end, as framer-motion reports it: no wait on the wall clock.
  const faded = () => {
    let done!: () => void
    return { promise: new Promise<void>((resolve) => (done = resolve)), onAnimationComplete: () => done() }
  }
  const leaving = faded()
  const entering = faded()
  render(
    <table>
      <tbody>
        <LiveRow group={group} data-testid="leaving" leaving onAnimationComplete={leaving.onAnimationComplete}>
          <td>gone</td>
        </LiveRow>
        <LiveRow group={group} data-testid="entering" entering onAnimationComplete={entering.onAnimationComplete}>
          <td>new</td>
        </LiveRow>
        <LiveRow group={group} data-testid="staying">
          <td>kept</td>
        </LiveRow>
      </tbody>
    </table>,
  )
  expect(screen.getByTestId('entering').style.opacity).toBe('0')
  expect(screen.getByTestId('staying').style.opacity).toBe('1')
  await act(() => Promise.all([leaving.promise, entering.promise]))
  expect(screen.getByTestId('leaving').style.opacity).toBe('0')
  expect(screen.getByTestId('entering').style.opacity).toBe('1')
})
