import type { NamedItem } from '../store/types'
import { named } from './helpers'

/** GET /dictionaries/{kind}: id + name lists. */
export const DICTIONARIES: Record<string, NamedItem[]> = {
  diet: named([
    'Mixed diet',
    'Vegetarian',
    'Vegan',
    'Pescatarian',
    'Mediterranean',
    'Low carb',
    'Gluten-free',
    'Lactose-free',
    'DASH (blood pressure)',
  ]),
  goal: named([
    'Lose weight',
    'Maintain weight',
    'Gain muscle',
    'Lower blood sugar',
    'Lower blood pressure',
    'Improve cholesterol',
    'Eat more mindfully',
    'Sleep better',
  ]),
  indication: named([
    'Obesity (BMI ≥ 30)',
    'Overweight (BMI 25–29.9)',
    'Type 2 diabetes',
    'Prediabetes',
    'Hypertension',
    'Hypercholesterolaemia',
    'Irritable bowel syndrome',
    'Non-alcoholic fatty liver',
    'Gout',
    'Polycystic ovary syndrome',
  ]),
  insurance: named([
    'AOK Bayern',
    'AOK Nordost',
    'TK Techniker Krankenkasse',
    'Barmer',
    'DAK-Gesundheit',
    'IKK classic',
    'KKH Kaufmännische Krankenkasse',
    'HEK Hanseatische Krankenkasse',
    'hkk Krankenkasse',
    'SBK Siemens-Betriebskrankenkasse',
    'BKK firmus',
    'Audi BKK',
    'Mobil Krankenkasse',
    'Knappschaft',
  ]),
  motivation: named([
    'Health',
    'Energy in everyday life',
    'Family',
    'Appearance',
    'Sport and fitness',
    'Doctor’s advice',
    'Well-being',
  ]),
  optimisation: named(['Nutrition', 'Physical activity', 'Sleep', 'Stress', 'Hydration', 'Habits', 'Mindfulness']),
  target: named([
    'Body weight',
    'Waist circumference',
    'Daily steps',
    'Sleep duration',
    'Water intake',
    'Vegetable servings',
    'HbA1c',
    'Blood pressure (systolic)',
    'Active minutes per week',
    'Alcohol-free days per week',
  ]),
}

/** GET /servings: the portion measures. */
export const SERVINGS: NamedItem[] = named([
  'Gram',
  'Piece',
  'Cup',
  'Tablespoon',
  'Teaspoon',
  'Slice',
  'Millilitre',
  'Glass',
  'Handful',
  'Bowl',
])

export function servingId(name: string): number {
  const hit = SERVINGS.find((s) => s.name === name)
  if (!hit) throw new Error(`unknown serving ${name}`)
  return hit.id
}

export function dictionaryId(kind: string, name: string): number {
  const hit = DICTIONARIES[kind]?.find((d) => d.name === name)
  if (!hit) throw new Error(`unknown ${kind} ${name}`)
  return hit.id
}
