// @vitest-environment node
import { firstChild } from '@/test/support/firstChild'
import { describe, expect, test } from 'vitest'
import { ruleMessage } from '@/test/support/forms'
import { SCREENS } from '@/features/shell/screens'
import { scales } from './view'
import { choices as choicesView } from '@/features/choices/view'

describe('scale → questions → choices chain', () => {
  const questions = firstChild(scales)
  const choices = firstChild(questions)

  test('menu label Psychogramm opens the scales', () => {
    expect(scales.screen).toBe(SCREENS.scales)
    expect(SCREENS.scales?.title).toBe('Psychogramm')
  })
  test('each level links to the next, keyed as the spec says', () => {
    expect(questions).toMatchObject({ name: 'questions', path: '/questions', screen: SCREENS.questions })
    expect(questions?.parent?.key).toBe('scaleId')
    expect(choices).toMatchObject({ name: 'choices', path: '/choices', screen: SCREENS.choices })
    expect(choices?.parent?.key).toBe('questionId')
    expect(choices.parent?.resource).toBe(questions.name)
  })
  test('questions expand to their choices', async () => {
    expect((await import('@/features/questions/view')).questions.renderExpanded).toBeTypeOf('function')
  })
  test('the maximum score may not be below the minimum', () => {
    const max = scales.fields.find((f) => f.name === 'maxScore')
    const check = (value: unknown) => max?.rules?.map((r) => ruleMessage(r, value, { minScore: 5 })).find(Boolean)
    expect(check(3)).toMatch(/Minimum score/)
    expect(check(5)).toBeUndefined()
  })
  test('a choice needs a whole-number value', () => {
    const value = choicesView.fields.find((f) => f.name === 'value')
    const check = (v: unknown) => value?.rules?.map((r) => ruleMessage(r, v)).find(Boolean)
    expect(check(null)).toBeTruthy()
    expect(check(2.5)).toBeTruthy()
    expect(check(2)).toBeUndefined()
  })
})
