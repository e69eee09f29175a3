// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { parseAddEntryResult, parseServerMessage } from './hubAdapter'

afterEach(() => vi.restoreAllMocks())

describe('hub payloads (docs/hub-contract.md)', () => {
  test('StateList maps { Id, LockDate, Editor } entries', () => {
    expect(
      parseServerMessage('StateList', ['lexicon', [{ Id: 4, LockDate: '2026-01-02T10:00:00.000Z', Editor: 'admin' }]]),
    ).toEqual({
      type: 'stateList',
      group: 'lexicon',
      entries: [{ id: 4, lockDate: '2026-01-02T10:00:00.000Z', editor: 'admin' }],
    })
  })

  test('an optional EditorName gives the display name; a missing or unreadable one leaves the username alone', () => {
    const entry = { Id: 4, LockDate: 'x', Editor: 'admin' }
    expect(parseServerMessage('AddedState', ['lexicon', { ...entry, EditorName: 'Anna Admin' }])).toMatchObject({
      entry: { id: 4, editor: 'admin', editorName: 'Anna Admin' },
    })
    for (const EditorName of [undefined, null, 42, '']) {
      const parsed = parseServerMessage('AddedState', ['lexicon', { ...entry, EditorName }])
      expect(parsed).toEqual({ type: 'addedState', group: 'lexicon', entry: { id: 4, lockDate: 'x', editor: 'admin' } })
    }
  })

  test('a null StateList is an empty lock table', () => {
    expect(parseServerMessage('StateList', ['lexicon', null])).toEqual({
      type: 'stateList',
      group: 'lexicon',
      entries: [],
    })
  })

  test('AddedState and RemovedState carry the group and the entry or id', () => {
    expect(parseServerMessage('AddedState', ['chapters', { Id: '7', LockDate: 'x', Editor: 'chief' }])).toEqual({
      type: 'addedState',
      group: 'chapters',
      entry: { id: '7', lockDate: 'x', editor: 'chief' },
    })
    expect(parseServerMessage('RemovedState', ['chapters', 7])).toEqual({
      type: 'removedState',
      group: 'chapters',
      id: 7,
    })
  })

  test('item events map to their kind', () => {
    expect(parseServerMessage('ItemAdded', ['lexicon', 1])).toEqual({
      type: 'item',
      kind: 'added',
      group: 'lexicon',
      id: 1,
    })
    expect(parseServerMessage('ItemUpdated', ['lexicon', 1])).toMatchObject({ kind: 'updated' })
    expect(parseServerMessage('ItemDeleted', ['lexicon', 1])).toMatchObject({ kind: 'deleted' })
  })

  test('a payload that is not ours is logged and dropped', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parseServerMessage('AddedState', ['lexicon', { id: 1 }])).toBeUndefined()
    expect(parseServerMessage('ItemAdded', [{ group: 'lexicon' }])).toBeUndefined()
    expect(log).toHaveBeenCalledTimes(2)
  })

  test('AddEntry answers null when granted, the holder’s entry when someone else holds the row', () => {
    expect(parseAddEntryResult(null)).toBeNull()
    expect(parseAddEntryResult({ Id: 3, LockDate: 'd', Editor: 'chief' })).toEqual({
      id: 3,
      lockDate: 'd',
      editor: 'chief',
    })
  })
})

describe('the optional attribution of item events (docs/hub-contract.md, "Presence")', () => {
  test('a third argument names who changed the record; two arguments, or a bad third, name nobody', () => {
    expect(parseServerMessage('ItemUpdated', ['lexicon', 5, { User: 'admin', Name: 'Anna Admin' }])).toEqual({
      type: 'item',
      kind: 'updated',
      group: 'lexicon',
      id: 5,
      by: { user: 'admin', name: 'Anna Admin' },
    })
    expect(parseServerMessage('ItemDeleted', ['lexicon', 5, { User: 'admin' }])).toMatchObject({
      by: { user: 'admin', name: 'admin' },
    })
    for (const args of [
      ['lexicon', 5],
      ['lexicon', 5, null],
      ['lexicon', 5, { Name: 'x' }],
      ['lexicon', 5, 'admin'],
    ]) {
      expect(parseServerMessage('ItemAdded', args)).toEqual({ type: 'item', kind: 'added', group: 'lexicon', id: 5 })
    }
  })
})
