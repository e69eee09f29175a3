import type { SandboxRecord } from '../store/types'
import { dictionaryId } from './dictionaries'
import { numbered, paragraphs, seedImage, slugify } from './helpers'

type CourseRow = {
  title: string
  goal: string
  published: boolean
  summary: string
  chapters: [title: string, summary: string][]
}

const COURSES: CourseRow[] = [
  {
    title: 'Nutrition basics in 6 weeks',
    goal: 'Maintain weight',
    published: true,
    summary: 'The building blocks of a balanced diet, one week at a time.',
    chapters: [
      ['The balanced plate', 'How to compose a meal from vegetables, protein and wholegrains.'],
      ['Understanding macronutrients', 'Protein, fat and carbohydrates and what they do.'],
      ['Fibre and the gut', 'Why fibre matters and how to get 30 g a day.'],
      ['Drinks', 'Water, coffee, juice and alcohol in everyday life.'],
      ['Shopping and labels', 'Reading labels and the Nutri-Score.'],
      ['Keeping it up', 'Turning new knowledge into lasting habits.'],
    ],
  },
  {
    title: 'Living well with type 2 diabetes',
    goal: 'Lower blood sugar',
    published: true,
    summary: 'Food, movement and self-monitoring for people with type 2 diabetes.',
    chapters: [
      ['What happens in type 2 diabetes', 'Insulin, blood sugar and insulin resistance.'],
      ['Carbohydrates in practice', 'Choosing and portioning carbohydrate foods.'],
      ['Movement lowers blood sugar', 'Why activity after meals helps.'],
      ['Measuring and interpreting', 'Blood glucose, HbA1c and your diary.'],
      ['Hypoglycaemia', 'Recognising and treating low blood sugar.'],
    ],
  },
  {
    title: 'Healthy weight for life',
    goal: 'Lose weight',
    published: true,
    summary: 'Sustainable weight loss without crash diets.',
    chapters: [
      ['Energy balance', 'Why weight changes and how slowly it should.'],
      ['Eating with satiety', 'Energy density and filling meals.'],
      ['Emotional eating', 'Recognising triggers and alternatives.'],
      ['Activity that fits', 'Finding movement you enjoy.'],
      ['Staying on track', 'Plateaus, lapses and long-term maintenance.'],
    ],
  },
  {
    title: 'Heart-healthy eating',
    goal: 'Improve cholesterol',
    published: true,
    summary: 'Protecting heart and vessels with everyday food choices.',
    chapters: [
      ['Fats that protect', 'Unsaturated fats and omega-3.'],
      ['Less salt, more flavour', 'Cooking with herbs and spices.'],
      ['Fibre against cholesterol', 'Oats, legumes and wholegrains.'],
      ['The Mediterranean way', 'An eating pattern with strong evidence.'],
    ],
  },
  {
    title: 'Blood pressure under control',
    goal: 'Lower blood pressure',
    published: true,
    summary: 'The DASH approach and everyday activity.',
    chapters: [
      ['Measuring correctly', 'Home measurement step by step.'],
      ['The DASH diet', 'Vegetables, fruit, low-fat dairy and little salt.'],
      ['Activity and blood pressure', 'Endurance and strength training.'],
    ],
  },
  {
    title: 'Strong muscles after 50',
    goal: 'Gain muscle',
    published: true,
    summary: 'Protein and strength training to keep muscles and bones strong.',
    chapters: [
      ['Why muscle matters', 'Sarcopenia and everyday strength.'],
      ['Protein needs with age', 'How much and from which sources.'],
      ['Training at home', 'Exercises with body weight and bands.'],
    ],
  },
  {
    title: 'Better sleep, better eating',
    goal: 'Sleep better',
    published: false,
    summary: 'How sleep and appetite influence each other.',
    chapters: [
      ['Sleep and hunger hormones', 'Ghrelin, leptin and late-night cravings.'],
      ['An evening routine', 'Winding down for good sleep.'],
      ['Food and drink before bed', 'What helps and what disturbs sleep.'],
    ],
  },
  {
    title: 'Mindful eating course',
    goal: 'Eat more mindfully',
    published: true,
    summary: 'Rediscover hunger, fullness and enjoyment.',
    chapters: [
      ['Hunger and appetite', 'Telling body hunger from appetite.'],
      ['Slowing down', 'Practical exercises for slower eating.'],
      ['Eating and emotions', 'Handling stress without food.'],
      ['Enjoying food', 'Pleasure as part of healthy eating.'],
    ],
  },
  {
    title: 'Family kitchen',
    goal: 'Maintain weight',
    published: false,
    summary: 'Quick, healthy family meals and picky eaters.',
    chapters: [
      ['Planning the week', 'Menus and shopping lists for the family.'],
      ['Cooking with children', 'Getting children involved in the kitchen.'],
      ['Healthy lunch boxes', 'Ideas for school and work.'],
    ],
  },
]

const SECTIONS: [title: string, minutes: number, body: (chapter: string, summary: string) => string][] = [
  ['Introduction', 5, (chapter, summary) => paragraphs(`In this section: <strong>${chapter}</strong>. ${summary}`)],
  [
    'Key facts',
    10,
    (chapter) =>
      `<h1>${chapter}: key facts</h1><ul><li><p>What the research says</p></li><li><p>What it means for your meals</p></li><li><p>Common myths</p></li></ul>`,
  ],
  [
    'Exercise',
    15,
    (chapter) =>
      paragraphs(
        `Put “${chapter}” into practice this week and note your observations in the diary.`,
        '<em>Share your experience with your coach in the next session.</em>',
      ),
  ],
  ['Summary', 3, (chapter) => paragraphs(`The most important points of “${chapter}” at a glance.`)],
]

export function seedCourses(): { courses: SandboxRecord[]; chapters: SandboxRecord[]; subchapters: SandboxRecord[] } {
  const courses = numbered(
    COURSES.map((c, i) => ({
      title: c.title,
      description: paragraphs(c.summary),
      image: seedImage(`course-${slugify(c.title)}`),
      goalId: dictionaryId('goal', c.goal),
      published: c.published,
      sortOrder: (i + 1) * 10,
      ...(i === 0 ? { Undeletable: true } : {}),
    })),
  )
  const chapterRows = COURSES.flatMap((c, ci) =>
    c.chapters.map(([title, summary], i) => ({ courseId: ci + 1, title, summary, sortOrder: (i + 1) * 10 })),
  )
  const chapters = numbered(
    chapterRows.map(({ courseId, title, summary, sortOrder }) => ({
      courseId,
      title,
      description: paragraphs(summary),
      sortOrder,
    })),
  )
  const subchapters = numbered(
    chapterRows.flatMap((chapter, chi) =>
      // Shorter chapters of later courses have fewer sections, so lists differ in length.
      SECTIONS.slice(0, chapter.courseId <= 3 ? 4 : 2 + (chi % 2)).map(([title, minutes, body], si) => ({
        chapterId: chi + 1,
        title,
        content: body(chapter.title, chapter.summary),
        image: si === 0 ? seedImage(`subchapter-${chi + 1}`) : null,
        durationMinutes: minutes,
        sortOrder: (si + 1) * 10,
      })),
    ),
  )
  return { courses, chapters, subchapters }
}
