import { useLayoutEffect } from 'react'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Later } from './Later'

/** Each probe notes which probes were on the page when its own commit finished. */
function Probe({ name, seen }: { name: string; seen: Map<string, string[]> }) {
  useLayoutEffect(() => {
    seen.set(
      name,
      [...document.querySelectorAll('[data-probe]')].map((e) => e.getAttribute('data-probe') ?? ''),
    )
  }, [name, seen])
  return <i data-probe={name}>{name}</i>
}

test('the content around commits first; everything Later follows in one later commit', () => {
  const seen = new Map<string, string[]>()
  render(
    <>
      <Probe name="frame" seen={seen} />
      <Later>
        <Probe name="toolbar" seen={seen} />
      </Later>
      <Later>
        <Probe name="screen" seen={seen} />
      </Later>
    </>,
  )
  expect(seen.get('frame')).toEqual(['frame'])
  expect(seen.get('toolbar')).toEqual(['frame', 'toolbar', 'screen'])
  expect(seen.get('screen')).toEqual(['frame', 'toolbar', 'screen'])
})

test('what arrived stays when the parent renders again', () => {
  const seen = new Map<string, string[]>()
  const { rerender } = render(
    <Later>
      <Probe name="child" seen={seen} />
    </Later>,
  )
  rerender(
    <Later>
      <Probe name="child" seen={seen} />
    </Later>,
  )
  expect(screen.getByText('child')).toBeTruthy()
  expect(seen.get('child')).toEqual(['child'])
})
