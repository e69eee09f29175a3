import { expect, test } from 'vitest'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { highlightStore } from './highlights'
import { useRowMotion } from './rowMotion'

test('framer-motion is loaded with the first live event, not before', async () => {
  const { result } = renderHook(() => useRowMotion())
  expect(result.current).toBeUndefined()

  highlightStore.flash('items', 1, 'added')
  await waitFor(() => expect(result.current).toBeDefined())
  highlightStore.clear()
})

test('a live row fades out with framer-motion when it leaves, and in when it enters', async () => {
  const { result } = renderHook(() => useRowMotion())
  highlightStore.flash('items', 1, 'added')
  await waitFor(() => expect(result.current).toBeDefined())
  const { LiveRow, group } = result.current!
  render(
    <table>
      <tbody>
        <LiveRow group={group} data-testid="leaving" leaving>
          <td>gone</td>
        </LiveRow>
        <LiveRow group={group} data-testid="entering" entering>
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
  await waitFor(() => expect(Number(screen.getByTestId('leaving').style.opacity)).toBeLessThan(0.5))
  await waitFor(() => expect(Number(screen.getByTestId('entering').style.opacity)).toBeGreaterThan(0.5))
  highlightStore.clear()
})
