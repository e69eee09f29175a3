import { useEffect, useRef, useState } from 'react'
import type { Values } from './recordValues'
import { useLatest } from './useLatest'

interface LiveRecordOptions {
  /** A saved record (a new one is rebuilt each render and never changes live). */
  enabled: boolean
  readOnly: boolean
  dirty: boolean
  reset(record: Values): void
}

/**
 * Someone else saved the record while the dialog was open (their ItemUpdated replaced it in the cache): the form takes
 * their values, unless this user has typed (those stay, kept as a draft). True once that happened while read-only, so
 * the dialog can say so.
 */
export function useLiveRecord(record: Values, options: LiveRecordOptions): boolean {
  const opened = useRef(record)
  const [seen, setSeen] = useState(record)
  const [updated, setUpdated] = useState(false)
  if (record !== seen) {
    setSeen(record)
    if (options.enabled && options.readOnly && !options.dirty) setUpdated(true)
  }
  const latest = useLatest(options)
  useEffect(() => {
    // Not the record the dialog opened with: a restored draft stays.
    if (record === opened.current) return
    const { enabled, dirty, reset } = latest.current
    if (enabled && !dirty) reset(record)
  }, [record, latest])
  return updated
}
