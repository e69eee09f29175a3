import type { SandboxRecord } from '../store/types'
import { numbered, paragraphs } from './helpers'

type ScaleRow = { title: string; summary: string; answers: string[]; questions: [text: string, reversed: boolean][] }

const AGREE = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']
const OFTEN = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always']

const SCALES: ScaleRow[] = [
  {
    title: 'Eating behaviour',
    summary: 'Restrained, emotional and external eating.',
    answers: OFTEN,
    questions: [
      ['I eat when I am upset.', false],
      ['I stop eating when I am full.', true],
      ['When I see tasty food, I want to eat it.', false],
      ['I deliberately eat smaller portions.', false],
      ['I eat when I am bored.', false],
      ['I eat slowly and enjoy my food.', true],
      ['I snack in front of the TV.', false],
      ['I skip meals when stressed.', false],
    ],
  },
  {
    title: 'Perceived stress',
    summary: 'How stressful the last month felt.',
    answers: OFTEN,
    questions: [
      ['I felt unable to control important things in my life.', false],
      ['I felt confident about handling my problems.', true],
      ['Things were going my way.', true],
      ['Difficulties were piling up so high I could not overcome them.', false],
      ['I was angered by things outside my control.', false],
    ],
  },
  {
    title: 'Sleep quality',
    summary: 'Falling asleep, sleeping through and feeling rested.',
    answers: OFTEN,
    questions: [
      ['I fall asleep within 30 minutes.', true],
      ['I wake up during the night.', false],
      ['I feel rested in the morning.', true],
      ['I feel sleepy during the day.', false],
      ['I use my phone in bed.', false],
    ],
  },
  {
    title: 'Motivation for change',
    summary: 'Readiness to change eating and activity habits.',
    answers: AGREE,
    questions: [
      ['I want to change my eating habits.', false],
      ['I am confident I can be more active.', false],
      ['Changing my habits is important to my health.', false],
      ['I have tried before and given up.', true],
      ['My family supports my goals.', false],
      ['I know what my first step will be.', false],
      ['I have time for healthy cooking.', false],
      ['I believe small changes make a difference.', false],
    ],
  },
  {
    title: 'Physical activity',
    summary: 'Activity at work, in transport and in leisure time.',
    answers: OFTEN,
    questions: [
      ['I walk or cycle for everyday trips.', false],
      ['I do sport that makes me sweat.', false],
      ['I sit for more than eight hours a day.', true],
      ['I take the stairs.', false],
    ],
  },
  {
    title: 'Well-being (WHO-5)',
    summary: 'Mood and vitality over the last two weeks.',
    answers: OFTEN,
    questions: [
      ['I have felt cheerful and in good spirits.', false],
      ['I have felt calm and relaxed.', false],
      ['I have felt active and vigorous.', false],
      ['I woke up feeling fresh and rested.', false],
      ['My daily life has been filled with things that interest me.', false],
    ],
  },
  {
    title: 'Self-efficacy',
    summary: 'Confidence in coping with difficult situations.',
    answers: AGREE,
    questions: [
      ['I can solve most problems if I invest the necessary effort.', false],
      ['I can remain calm when facing difficulties.', false],
      ['When I am confronted with a problem, I usually find several solutions.', false],
      ['If I am in trouble, I can think of a good solution.', false],
    ],
  },
  {
    title: 'Body image',
    summary: 'Attitudes towards one’s own body.',
    answers: AGREE,
    questions: [
      ['I like my body.', false],
      ['I compare my body with others.', true],
      ['My weight affects how I feel about myself.', true],
      ['I respect my body.', false],
      ['I avoid situations where others see my body.', true],
      ['I appreciate what my body can do.', false],
    ],
  },
]

export function seedScales(): { scales: SandboxRecord[]; questions: SandboxRecord[]; choices: SandboxRecord[] } {
  const scales = numbered(
    SCALES.map((s, i) => ({
      title: s.title,
      description: paragraphs(s.summary),
      minScore: s.questions.length * 1,
      maxScore: s.questions.length * s.answers.length,
      ...(i === 0 ? { Undeletable: true } : {}),
    })),
  )
  const questionRows = SCALES.flatMap((s, si) =>
    s.questions.map(([text, reversed], qi) => ({
      scaleId: si + 1,
      text,
      reversed,
      sortOrder: (qi + 1) * 10,
      answers: s.answers,
    })),
  )
  const questions = numbered(
    questionRows.map(({ scaleId, text, reversed, sortOrder }) => ({ scaleId, text, reversed, sortOrder })),
  )
  const choices = numbered(
    questionRows.flatMap((q, qi) =>
      q.answers.map((text, ai) => ({
        questionId: qi + 1,
        text,
        value: q.reversed ? q.answers.length - ai : ai + 1,
        sortOrder: (ai + 1) * 10,
      })),
    ),
  )
  return { scales, questions, choices }
}
