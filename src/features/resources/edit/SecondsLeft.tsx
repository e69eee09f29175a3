import { useEffect, useState } from 'react'
import { EDIT_WARNING_MS } from '@/config'
import { useLingui } from '@lingui/react'

/** The edit time left once the warning shows (it shows EDIT_WARNING_MS before the end), counted down each second. */
export function SecondsLeft() {
  const { _ } = useLingui()
  const [start] = useState(() => Date.now())
  const [now, setNow] = useState(start)
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [])
  const seconds = Math.max(0, Math.ceil((EDIT_WARNING_MS - (now - start)) / 1000))
  // A timer is not read out each second; its text is there when the user looks for it.
  return <span role="timer">{_('{seconds} s left', { seconds })}</span>
}
