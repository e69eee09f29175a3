// @vitest-environment node
import { firstChild } from '@/test/support/firstChild'
import { describe, expect, test } from 'vitest'
import { SCREENS } from '@/features/shell/screens'
import { courses } from './view'

describe('course → chapters → subchapters chain', () => {
  const chapters = firstChild(courses)
  const subchapters = firstChild(chapters)

  test('each level links to the next, keyed as the spec says', () => {
    expect(chapters).toMatchObject({ name: 'chapters', path: '/chapters', screen: SCREENS.chapters })
    expect(chapters?.parent?.key).toBe('courseId')
    expect(chapters.parent?.resource).toBe(courses.name)
    expect(subchapters).toMatchObject({ name: 'subchapters', path: '/subchapters', screen: SCREENS.subchapters })
    expect(subchapters?.parent?.key).toBe('chapterId')
    expect(subchapters.parent?.resource).toBe(chapters.name)
  })
  test('child titles read from the parent suffix and title property', () => {
    expect([courses.suffix, courses.titleProperty]).toEqual(['Course', 'title'])
    expect([chapters?.suffix, chapters?.titleProperty]).toEqual(['Chapter', 'title'])
  })
  test('every level pages by 7', () => {
    expect([courses.pageSize, chapters?.pageSize, subchapters?.pageSize]).toEqual([7, 7, 7])
  })
  test('parses seed-like records', () => {
    expect(courses.schema.parse({ id: 1, title: 'Better sleep in 4 weeks', published: true, goalId: 3 }).id).toBe(1)
    expect(chapters?.schema.parse({ id: 2, courseId: 1, title: 'Week 1', sortOrder: 1 }).id).toBe(2)
    expect(subchapters?.schema.parse({ id: 3, chapterId: 2, title: 'Light', content: '<p>x</p>' }).id).toBe(3)
  })
})
