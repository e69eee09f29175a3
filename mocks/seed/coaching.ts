import type { SandboxRecord } from '../store/types'
import { dictionaryId } from './dictionaries'
import { numbered, paragraphs, seedImage, slugify } from './helpers'

type TargetRow = [title: string, target: string, value: number, unit: string]
type MethodRow = {
  title: string
  minutes: number
  motivation: string
  summary: string
  question: string
  answers: [text: string, correct: boolean][]
  texts: [title: string, body: string][]
}
type AreaRow = {
  title: string
  optimisation: string
  active: boolean
  summary: string
  targets: TargetRow[]
  methods: MethodRow[]
}

const AREAS: AreaRow[] = [
  {
    title: 'Eat more vegetables',
    optimisation: 'Nutrition',
    active: true,
    summary: 'Three handfuls of vegetables a day bring fibre, vitamins and fullness with few calories.',
    targets: [
      ['Three handfuls of vegetables daily', 'Vegetable servings', 3, 'servings/day'],
      ['Vegetables at lunch and dinner', 'Vegetable servings', 2, 'meals/day'],
    ],
    methods: [
      {
        title: 'Half-plate rule',
        minutes: 5,
        motivation: 'Health',
        summary: 'Fill half of every main meal’s plate with vegetables or salad.',
        question: 'How much of the plate should vegetables fill?',
        answers: [
          ['Half', true],
          ['A quarter', false],
          ['A small side', false],
        ],
        texts: [
          ['Why it works', 'Vegetables add volume and fibre, so the meal fills you up with fewer calories.'],
          ['How to start', 'Begin with dinner; once it is a habit, move on to lunch.'],
        ],
      },
      {
        title: 'Vegetable snack box',
        minutes: 10,
        motivation: 'Energy in everyday life',
        summary: 'Prepare a box of raw vegetable sticks for the afternoon.',
        question: 'Which snack fits the vegetable box?',
        answers: [
          ['Carrot and cucumber sticks', true],
          ['Crisps', false],
          ['A chocolate bar', false],
        ],
        texts: [['Preparation', 'Cut carrots, peppers and kohlrabi in the evening and keep them in a damp cloth.']],
      },
    ],
  },
  {
    title: 'Lower sugar intake',
    optimisation: 'Nutrition',
    active: true,
    summary: 'Less added sugar steadies blood sugar and reduces cravings.',
    targets: [
      ['No sugary drinks on weekdays', 'Water intake', 5, 'days/week'],
      ['HbA1c below 7 %', 'HbA1c', 7, '%'],
    ],
    methods: [
      {
        title: 'Swap sweet drinks for water',
        minutes: 2,
        motivation: 'Health',
        summary: 'Replace soft drinks and juice with water or unsweetened tea.',
        question: 'How many sugar cubes does 0.5 l of cola contain?',
        answers: [
          ['About 18', true],
          ['About 4', false],
          ['None', false],
        ],
        texts: [
          ['Flavour without sugar', 'Add lemon, mint or cucumber slices to a jug of water.'],
          ['Step by step', 'Dilute juice more each week until water tastes right.'],
        ],
      },
      {
        title: 'Read the label',
        minutes: 5,
        motivation: 'Well-being',
        summary: 'Check “of which sugars” before buying yoghurts and cereals.',
        question: 'Which name also means sugar?',
        answers: [
          ['Glucose syrup', true],
          ['Sorbic acid', false],
          ['Citric acid', false],
        ],
        texts: [['Hidden names', 'Dextrose, maltodextrin and fruit concentrate are all sugar.']],
      },
    ],
  },
  {
    title: 'Move more in everyday life',
    optimisation: 'Physical activity',
    active: true,
    summary: 'Everyday movement adds up: stairs, walks and active breaks.',
    targets: [
      ['8,000 steps a day', 'Daily steps', 8000, 'steps'],
      ['150 active minutes a week', 'Active minutes per week', 150, 'min/week'],
      ['Waist under 94 cm', 'Waist circumference', 94, 'cm'],
    ],
    methods: [
      {
        title: 'Walking meetings',
        minutes: 30,
        motivation: 'Energy in everyday life',
        summary: 'Hold one-to-one calls while walking.',
        question: 'How often should long sitting be interrupted?',
        answers: [
          ['Every 30 minutes', true],
          ['Every 3 hours', false],
          ['Once a day', false],
        ],
        texts: [['Getting started', 'Choose one recurring call a week and take it outside.']],
      },
      {
        title: 'Stairs instead of lift',
        minutes: 5,
        motivation: 'Sport and fitness',
        summary: 'Take the stairs for up to four floors.',
        question: 'What does NEAT stand for?',
        answers: [
          ['Everyday movement outside of sport', true],
          ['A training plan', false],
          ['A diet', false],
        ],
        texts: [
          ['Small steps count', 'Each flight of stairs uses about 15 kcal and trains your legs.'],
          ['Safety', 'Use the handrail and take your time.'],
        ],
      },
      {
        title: 'Evening walk',
        minutes: 20,
        motivation: 'Family',
        summary: 'A 20-minute walk after dinner lowers blood sugar peaks.',
        question: 'When does a walk lower blood sugar most?',
        answers: [
          ['Soon after a meal', true],
          ['Before breakfast', false],
          ['Late at night', false],
        ],
        texts: [['Make it social', 'Invite family or a neighbour; fixed times make it stick.']],
      },
    ],
  },
  {
    title: 'Sleep better',
    optimisation: 'Sleep',
    active: true,
    summary: 'Regular, sufficient sleep regulates appetite hormones and mood.',
    targets: [['Seven hours of sleep', 'Sleep duration', 7, 'h/night']],
    methods: [
      {
        title: 'Fixed wake-up time',
        minutes: 1,
        motivation: 'Well-being',
        summary: 'Get up at the same time every day, including weekends.',
        question: 'What sets the internal clock most strongly?',
        answers: [
          ['Morning daylight', true],
          ['A late dinner', false],
          ['Evening exercise', false],
        ],
        texts: [['Why a fixed time', 'A stable rhythm makes falling asleep easier after one to two weeks.']],
      },
      {
        title: 'Screen-free last hour',
        minutes: 60,
        motivation: 'Health',
        summary: 'No phone, tablet or TV in the last hour before bed.',
        question: 'Which hormone is suppressed by bright screens?',
        answers: [
          ['Melatonin', true],
          ['Insulin', false],
          ['Adrenaline', false],
        ],
        texts: [['Alternatives', 'Read a paper book, stretch gently or prepare tomorrow’s breakfast.']],
      },
    ],
  },
  {
    title: 'Reduce stress',
    optimisation: 'Stress',
    active: true,
    summary: 'Less stress means fewer cravings and better sleep.',
    targets: [['Two relaxation sessions a week', 'Active minutes per week', 30, 'min/week']],
    methods: [
      {
        title: '4-6 breathing',
        minutes: 3,
        motivation: 'Well-being',
        summary: 'Breathe in for four counts and out for six, for three minutes.',
        question: 'Which part of breathing calms the body?',
        answers: [
          ['The long exhalation', true],
          ['Holding the breath', false],
          ['Fast inhaling', false],
        ],
        texts: [['When to use it', 'Before meetings, in traffic, or when cravings strike.']],
      },
      {
        title: 'Progressive muscle relaxation',
        minutes: 15,
        motivation: 'Health',
        summary: 'Tense and release muscle groups from feet to face.',
        question: 'How long should each muscle group be tensed?',
        answers: [
          ['About 5 seconds', true],
          ['One minute', false],
          ['As long as possible', false],
        ],
        texts: [['Routine', 'Practise daily for two weeks; the audio guide helps at the start.']],
      },
    ],
  },
  {
    title: 'Drink enough water',
    optimisation: 'Hydration',
    active: true,
    summary: 'Enough fluid supports concentration and helps tell hunger from thirst.',
    targets: [['1.5 litres of water a day', 'Water intake', 1.5, 'l/day']],
    methods: [
      {
        title: 'Glass with every meal',
        minutes: 1,
        motivation: 'Energy in everyday life',
        summary: 'Drink a glass of water before each meal.',
        question: 'How much fluid do adults need per day?',
        answers: [
          ['About 1.5 litres', true],
          ['About 0.5 litres', false],
          ['About 5 litres', false],
        ],
        texts: [['Bonus', 'Water before a meal also helps you eat more slowly.']],
      },
    ],
  },
  {
    title: 'Mindful eating',
    optimisation: 'Mindfulness',
    active: true,
    summary: 'Eating slowly and attentively helps to notice fullness in time.',
    targets: [['20 minutes per main meal', 'Body weight', 20, 'min/meal']],
    methods: [
      {
        title: 'Hunger scale',
        minutes: 2,
        motivation: 'Well-being',
        summary: 'Rate your hunger from 1 to 10 before and after eating.',
        question: 'When is it best to stop eating?',
        answers: [
          ['When pleasantly full', true],
          ['When the plate is empty', false],
          ['When stuffed', false],
        ],
        texts: [['Using the scale', 'Start eating at 3–4 and stop at 6–7.']],
      },
    ],
  },
  {
    title: 'Lower blood pressure',
    optimisation: 'Nutrition',
    active: true,
    summary: 'Less salt, more potassium and regular activity lower blood pressure.',
    targets: [
      ['Systolic below 135 mmHg', 'Blood pressure (systolic)', 135, 'mmHg'],
      ['Five alcohol-free days', 'Alcohol-free days per week', 5, 'days/week'],
    ],
    methods: [
      {
        title: 'Herbs instead of salt',
        minutes: 5,
        motivation: 'Doctor’s advice',
        summary: 'Season with herbs, garlic and lemon instead of salt.',
        question: 'What is the upper limit for salt per day?',
        answers: [
          ['6 g', true],
          ['15 g', false],
          ['1 g', false],
        ],
        texts: [['Where salt hides', 'Bread, cheese, sausage and ready meals supply most of our salt.']],
      },
    ],
  },
  {
    title: 'Weight loss basics',
    optimisation: 'Nutrition',
    active: false,
    summary: 'Earlier programme, replaced by the vegetable and sugar areas.',
    targets: [['Lose 5 % of body weight', 'Body weight', 5, '%']],
    methods: [
      {
        title: 'Food diary',
        minutes: 10,
        motivation: 'Appearance',
        summary: 'Write down everything you eat and drink for one week.',
        question: 'What is a food diary mainly for?',
        answers: [
          ['Noticing patterns', true],
          ['Counting every calorie forever', false],
        ],
        texts: [['Tips', 'Note time, place and mood as well as the food.']],
      },
    ],
  },
  {
    title: 'Healthy habits',
    optimisation: 'Habits',
    active: true,
    summary: 'Small routines tied to existing habits last longest.',
    targets: [['One new habit per month', 'Vegetable servings', 1, 'habit/month']],
    methods: [
      {
        title: 'Habit stacking',
        minutes: 5,
        motivation: 'Well-being',
        summary: 'Attach a new habit to an existing one: after brushing teeth, drink a glass of water.',
        question: 'What makes a new habit stick?',
        answers: [
          ['Linking it to an existing routine', true],
          ['Relying on willpower', false],
        ],
        texts: [['Formula', 'After I [current habit], I will [new habit].']],
      },
    ],
  },
  {
    title: 'Winter fitness challenge',
    optimisation: 'Physical activity',
    active: false,
    summary: 'Seasonal challenge from last winter, kept for reporting.',
    targets: [['10,000 steps on 20 days', 'Daily steps', 10000, 'steps']],
    methods: [],
  },
  {
    title: 'Alcohol awareness',
    optimisation: 'Habits',
    active: false,
    summary: 'Being prepared for the next release.',
    targets: [['Three alcohol-free days', 'Alcohol-free days per week', 3, 'days/week']],
    methods: [],
  },
]

const GENERIC_METHODS: MethodRow[] = [
  {
    title: 'Weekly weigh-in',
    minutes: 2,
    motivation: 'Health',
    summary: 'Weigh yourself once a week, same day, same time, before breakfast.',
    question: 'Why weigh only once a week?',
    answers: [
      ['Daily values fluctuate with water', true],
      ['Scales wear out', false],
    ],
    texts: [['How to read it', 'Look at the trend over four weeks, not single values.']],
  },
  {
    title: 'Meal planning on Sunday',
    minutes: 30,
    motivation: 'Family',
    summary: 'Plan the week’s main meals and write one shopping list.',
    question: 'What is the main benefit of planning?',
    answers: [
      ['Fewer spontaneous takeaways', true],
      ['More shopping trips', false],
    ],
    texts: [['Template', 'Plan three quick dinners, two batch-cooked meals and two flexible days.']],
  },
  {
    title: 'Goal setting with SMART',
    minutes: 15,
    motivation: 'Health',
    summary: 'Formulate goals that are specific, measurable, attractive, realistic and timed.',
    question: 'What does the M in SMART stand for?',
    answers: [
      ['Measurable', true],
      ['Motivating', false],
      ['Monthly', false],
    ],
    texts: [['Example', '“I walk 20 minutes after dinner on five days a week for the next four weeks.”']],
  },
  {
    title: 'Reward without food',
    minutes: 5,
    motivation: 'Well-being',
    summary: 'Collect non-food rewards for reaching milestones.',
    question: 'Which is a non-food reward?',
    answers: [
      ['A new book', true],
      ['A piece of cake', false],
    ],
    texts: [['Ideas', 'A massage, a cinema visit, new running shoes.']],
  },
  {
    title: 'Buddy system',
    minutes: 10,
    motivation: 'Family',
    summary: 'Find a partner who shares your goal and check in weekly.',
    question: 'What makes a good buddy?',
    answers: [
      ['Someone reliable with a similar goal', true],
      ['Someone who always agrees', false],
    ],
    texts: [['Check-in questions', 'What went well? What was hard? What is next week’s plan?']],
  },
  {
    title: 'Relapse plan',
    minutes: 15,
    motivation: 'Health',
    summary: 'Write down risky situations and what you will do instead.',
    question: 'How should you treat a lapse?',
    answers: [
      ['As information, not failure', true],
      ['As a reason to give up', false],
    ],
    texts: [['If-then plans', 'If I am offered cake at work, then I take a small piece and eat it slowly.']],
  },
  {
    title: 'Shopping with a list',
    minutes: 10,
    motivation: 'Energy in everyday life',
    summary: 'Shop only from a list and never hungry.',
    question: 'When is impulse buying most likely?',
    answers: [
      ['When shopping hungry', true],
      ['After a meal', false],
    ],
    texts: [['Route', 'Start with the fresh produce section.']],
  },
  {
    title: 'Portion awareness',
    minutes: 5,
    motivation: 'Appearance',
    summary: 'Use your hand as a guide for portion sizes.',
    question: 'What does a fist-sized portion suit?',
    answers: [
      ['Carbohydrate side dishes', true],
      ['Oil', false],
    ],
    texts: [['Hand guide', 'Palm: protein; fist: carbohydrates; two hands: vegetables; thumb: fat.']],
  },
]

export interface CoachingSeed {
  areas: SandboxRecord[]
  targets: SandboxRecord[]
  methods: SandboxRecord[]
  multipleChoices: SandboxRecord[]
  texts: SandboxRecord[]
}

export function seedCoaching(): CoachingSeed {
  const areas = numbered(
    AREAS.map((a, i) => ({
      title: a.title,
      description: paragraphs(a.summary),
      image: seedImage(`area-${slugify(a.title)}`),
      optimisationId: dictionaryId('optimisation', a.optimisation),
      active: a.active,
      ...(i === 0 ? { Undeletable: true } : {}),
    })),
  )
  const targets = numbered(
    AREAS.flatMap((a, ai) =>
      a.targets.map(([title, target, value, unit]) => ({
        optimizationAreaId: ai + 1,
        title,
        description: paragraphs(`Target of the area “${a.title}”.`),
        targetId: dictionaryId('target', target),
        value,
        unit,
      })),
    ),
  )
  const methodRows: { areaId: number | null; row: MethodRow }[] = [
    ...AREAS.flatMap((a, ai) => a.methods.map((row) => ({ areaId: ai + 1, row }))),
    ...GENERIC_METHODS.map((row) => ({ areaId: null, row })),
  ]
  const methods = numbered(
    methodRows.map(({ areaId, row }, i) => ({
      parentId: areaId,
      title: row.title,
      description: paragraphs(row.summary),
      image: seedImage(`method-${slugify(row.title)}`),
      durationMinutes: row.minutes,
      motivationId: dictionaryId('motivation', row.motivation),
      ...(i === 0 ? { Undeletable: true } : {}),
    })),
  )
  const multipleChoices = numbered(
    methodRows.flatMap(({ row }, mi) =>
      row.answers.map(([text, isCorrect], ai) => ({ methodId: mi + 1, text, isCorrect, sortOrder: (ai + 1) * 10 })),
    ),
  )
  const texts = numbered(
    methodRows.flatMap(({ row }, mi) => [
      { methodId: mi + 1, title: 'Question', text: paragraphs(row.question), sortOrder: 10 },
      ...row.texts.map(([title, body], ti) => ({
        methodId: mi + 1,
        title,
        text: paragraphs(body),
        sortOrder: (ti + 2) * 10,
      })),
    ]),
  )
  return { areas, targets, methods, multipleChoices, texts }
}
