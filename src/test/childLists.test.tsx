/**
 * Every parent chain of the registry against the sandbox's seed: the child list is titled
 * '<parent title>: <parent title property>.', lists only the parent's children (by its parent key),
 * and its back arrow leads to the parent list, for grandchildren the one under their own parent (see docs/decisions.md,
 * "Back to the parent list").
 */
import { describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import type { SandboxRecord } from '../../mocks/store/types'
import { chiefSandbox } from '@/test/support/chiefSandbox'
import { renderList } from '@/test/support/renderList'
import type { AnyResource } from '@/features/resources/types'
import { chapters } from '@/features/chapters/view'
import { choices } from '@/features/choices/view'
import { courses } from '@/features/courses/view'
import { lexicon } from '@/features/lexicon/view'
import { lexiconCategories } from '@/features/lexiconCategories/view'
import { methodMultipleChoices } from '@/features/methodMultipleChoices/view'
import { methodTexts } from '@/features/methodTexts/view'
import { methods } from '@/features/methods/view'
import { optimizationAreas } from '@/features/optimizationAreas/view'
import { questions } from '@/features/questions/view'
import { recipes } from '@/features/recipes/view'
import { scales } from '@/features/scales/view'
import { subchapters } from '@/features/subchapters/view'
import { targets } from '@/features/targets/view'

vi.mock('@/features/live', async () => (await import('@/test/support/liveStub')).liveStub)
vi.setConfig({ testTimeout: 40000 })

const { store, server } = chiefSandbox()

/** [parent, child, where the child list opens, where its back arrow should lead]. */
const CHAINS: readonly [
  AnyResource,
  AnyResource,
  (parent: SandboxRecord) => string,
  (parent: SandboxRecord) => string,
][] = [
  [lexiconCategories, lexicon, (p) => `/list/${p.id}`, () => '/lexicon-category-list'],
  [optimizationAreas, targets, (p) => `/list/${p.id}`, () => '/optimizationarea-list'],
  [optimizationAreas, methods, (p) => `/list/${p.id}`, () => '/optimizationarea-list'],
  [
    methods,
    methodMultipleChoices,
    (p) => `/list/${p.id}`,
    (p) => (p.parentId ? `/method-list/${String(p.parentId)}` : '/method-list'),
  ],
  [
    methods,
    methodTexts,
    (p) => `/list/${p.id}`,
    (p) => (p.parentId ? `/method-list/${String(p.parentId)}` : '/method-list'),
  ],
  [courses, chapters, (p) => `/list/${p.id}`, () => '/course-list'],
  [chapters, subchapters, (p) => `/list/${p.id}`, (p) => `/chapter-list/${String(p.courseId)}`],
  [scales, questions, (p) => `/list/${p.id}`, () => '/scale-list'],
  [questions, choices, (p) => `/list/${p.id}`, (p) => `/question-list/${String(p.scaleId)}`],
  // Recipes: the parent is only a filter in the URL (see docs/decisions.md, "Lists without a parent").
  [recipes, recipes, (p) => `/list?parentId=${p.id}`, () => '/recipes-list'],
]

describe('child lists of every parent chain', () => {
  test.each(CHAINS.map((c) => [`${c[0].name} → ${c[1].name}`, ...c] as const))(
    '%s: titled by the parent, narrowed to its children, back arrow to the parent list',
    async (_, parent, child, at, back) => {
      const key = child.parent?.key ?? ''
      const parentRecord = store
        .records(parent.name)
        .find((p) => p.id !== undefined && store.records(child.name).some((c) => c[key] === p.id))
      expect(parentRecord, `the seed has a ${parent.name} record with ${child.name}`).toBeDefined()
      if (!parentRecord) return
      const count = store.records(child.name).filter((c) => c[key] === parentRecord.id).length

      renderList(child, at(parentRecord))

      // A title that already ends a sentence gets no second full stop (not "upset..").
      const title = String(parentRecord[parent.titleProperty])
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: `${parent.suffix}: ${/[.!?…]$/.test(title) ? title : `${title}.`}`,
      })
      expect(heading).toBeTruthy()
      await screen.findByText(new RegExp(`· ${count} ${count === 1 ? 'entry' : 'entries'}$`))
      expect(screen.getAllByRole('row')).toHaveLength(1 + Math.min(count, child.pageSize))
      const backLink = screen.getByRole('link', { name: `Back to ${parent.title}` })
      expect(backLink.getAttribute('href')).toBe(back(parentRecord))
    },
  )
})

/** Children whose required fields are plain text and numbers: [parent, child, values typed into the dialog]. */
const CREATES: readonly [AnyResource, AnyResource, Record<string, string>][] = [
  [methods, methodMultipleChoices, { Text: 'Drink a glass of water first' }],
  [scales, questions, { Text: 'I sleep through the night' }],
  [questions, choices, { Text: 'Rarely', Value: '1' }],
]

describe('a child list adds records under its parent', () => {
  test.each(CREATES.map((c) => [`${c[0].name} → ${c[1].name}`, ...c] as const))(
    '%s: Add <suffix> creates the record with the parent key set, then shows Edit <suffix> (id:N)',
    async (_, parent, child, typed) => {
      const key = child.parent?.key ?? ''
      const parentRecord = store.records(parent.name)[0]
      if (!parentRecord) throw new Error(`no ${parent.name} in the seed`)
      renderList(child, `/list/${parentRecord.id}`)
      await userEvent.click(await screen.findByRole('button', { name: `Add ${child.suffix}` }))
      const dialog = await screen.findByRole('dialog', { name: `Add ${child.suffix}` })
      for (const [label, value] of Object.entries(typed)) {
        await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value)
      }
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      const saved = await screen.findByRole('dialog', { name: new RegExp(`^Edit ${child.suffix} \\(id:\\d+\\)$`) })
      const id = Number(/id:(\d+)/.exec(within(saved).getByRole('heading').textContent ?? '')?.[1])
      expect(store.find(child.name, id)?.[key]).toBe(parentRecord.id)
    },
  )
})

describe('a child list while its parent loads', () => {
  test('the title waits for the parent (no "Question: ."), and the back arrow shows no unfilled route', async () => {
    const question = store.records('questions').find((q) => store.records('choices').some((c) => c.questionId === q.id))
    if (!question) throw new Error('no question with choices in the seed')
    let answer: () => void = () => {}
    const answered = new Promise<void>((done) => (answer = done))
    server.use(
      http.get('*/api/v1/questions/:id', async () => {
        await answered
        await delay(0)
        return undefined
      }),
    )
    renderList(choices, `/list/${question.id}`)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).not.toContain('.')
    expect(heading.getAttribute('aria-busy')).toBe('true')
    const back = await screen.findByLabelText('Back to Questions')
    expect(back.getAttribute('href') ?? '').not.toContain('$')
    await userEvent.hover(back)
    const tip = await screen.findByText('Back to Questions', { selector: '[role="tooltip"]' })
    expect(tip.textContent).not.toContain('$')

    answer()
    await screen.findByRole('link', { name: 'Back to Questions' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Question: .+[.!?…]$/)
  })

  test('a parent title that already ends in a full stop gets no second one', async () => {
    const scale = store.records('scales').find((s) => store.records('questions').some((q) => q.scaleId === s.id))
    if (!scale) throw new Error('no scale with questions in the seed')
    store.update('scales', { ...scale, title: 'Mood: upset.' })
    renderList(questions, `/list/${scale.id}`)
    await screen.findByRole('heading', { level: 1, name: 'Scale: Mood: upset.' })
  })
})
