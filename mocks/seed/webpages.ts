import type { SandboxRecord } from '../store/types'
import { numbered, paragraphs } from './helpers'

type PageRow = [title: string, slug: string, published: boolean, body: string]

const PAGES: PageRow[] = [
  [
    'Imprint',
    'imprint',
    true,
    paragraphs(
      'Nutrition Coaching GmbH, Musterstraße 12, 10115 Berlin.',
      'Represented by the managing directors. Commercial register: Amtsgericht Berlin-Charlottenburg.',
    ),
  ],
  [
    'Privacy policy',
    'privacy',
    true,
    `<h1>Privacy policy</h1>${paragraphs('We process health data only with your explicit consent and for the purpose of coaching.', 'You can withdraw your consent at any time in the app settings.')}`,
  ],
  [
    'Terms of use',
    'terms',
    true,
    paragraphs('The app supports but does not replace medical treatment. Always follow your doctor’s advice.'),
  ],
  [
    'About the programme',
    'about',
    true,
    `<h1>About the programme</h1>${paragraphs('Our coaching combines nutrition, activity, sleep and stress management in small weekly steps.')}`,
  ],
  [
    'Frequently asked questions',
    'faq',
    true,
    `<h1>FAQ</h1><ul><li><p><strong>Is the programme free?</strong> Many statutory health insurers cover it in full.</p></li><li><p><strong>How long does it take?</strong> Twelve weeks, about 15 minutes a day.</p></li></ul>`,
  ],
  [
    'Contact',
    'contact',
    true,
    paragraphs(
      'Write to <a href="mailto:support@example.de">support@example.de</a> or call us Monday to Friday, 9 am to 5 pm.',
    ),
  ],
  [
    'Medical advisory board',
    'advisory-board',
    true,
    paragraphs('Our content is reviewed by physicians, dietitians and psychologists.'),
  ],
  [
    'Accessibility statement',
    'accessibility',
    true,
    paragraphs('We aim to meet WCAG 2.2 AA. Report barriers to our support team.'),
  ],
  [
    'Health insurance partners',
    'insurers',
    true,
    paragraphs('Members of many German statutory health insurers can join free of charge with a coupon code.'),
  ],
  ['Cookie settings', 'cookies', false, paragraphs('The app uses only technically necessary cookies.')],
  [
    'Summer campaign 2026',
    'summer-2026',
    false,
    `<h1>Summer campaign</h1>${paragraphs('Draft: eight weeks of light summer recipes and outdoor activity.')}`,
  ],
]

export function seedWebpages(): SandboxRecord[] {
  return numbered(
    PAGES.map(([title, slug, published, content], i) => ({
      title,
      slug,
      content,
      published,
      ...(i < 3 ? { Undeletable: true } : {}),
    })),
  )
}
