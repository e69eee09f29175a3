import { textToBase64 } from '../store/base64'
import type { SandboxRecord, StoredBlob } from '../store/types'
import { DICTIONARIES, dictionaryId } from './dictionaries'
import { numbered, random } from './helpers'

const FIRST_FEMALE = [
  'Anna',
  'Lena',
  'Sophie',
  'Marie',
  'Laura',
  'Julia',
  'Hannah',
  'Lea',
  'Sarah',
  'Katharina',
  'Petra',
  'Sabine',
  'Monika',
  'Elif',
  'Zeynep',
  'Ingrid',
  'Claudia',
  'Nina',
]
const FIRST_MALE = [
  'Lukas',
  'Jonas',
  'Felix',
  'Maximilian',
  'Paul',
  'Leon',
  'Thomas',
  'Michael',
  'Stefan',
  'Andreas',
  'Jürgen',
  'Klaus',
  'Mehmet',
  'Dariusz',
  'Tobias',
  'Florian',
  'Markus',
  'Uwe',
]
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Yılmaz',
  'Kowalski',
  'Lehmann',
  'Köhler',
  'Maier',
]

function pad(n: number) {
  return String(n).padStart(2, '0')
}

function asciiMail(text: string) {
  return text
    .toLowerCase()
    .replace(/ü/g, 'ue')
    .replace(/ö/g, 'oe')
    .replace(/ä/g, 'ae')
    .replace(/ı/g, 'i')
    .replace(/[^a-z]/g, '')
}

export const PATIENT_COUNT = 46

/** App users under coaching: pseudonymous enough for a sandbox, with every gender code (1, 2, null) present. */
export function seedPatients(): SandboxRecord[] {
  const rnd = random(4711)
  const insurances = DICTIONARIES.insurance ?? []
  const goals = DICTIONARIES.goal ?? []
  return numbered(
    Array.from({ length: PATIENT_COUNT }, (_, i) => {
      const gender = i % 9 === 8 ? null : rnd.next() < 0.55 ? 2 : 1
      const firstName = gender === 1 ? rnd.pick(FIRST_MALE) : rnd.pick(FIRST_FEMALE)
      const lastName = rnd.pick(LAST)
      const insurance = rnd.pick(insurances)
      const registered = new Date(Date.UTC(2024, 0, 8) + i * 13 * 86400000)
      return {
        firstName,
        lastName,
        email: `${asciiMail(firstName)}.${asciiMail(lastName)}${i + 1}@example.de`,
        gender,
        birthDate: `${rnd.int(1948, 2004)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`,
        insuranceId: insurance.id,
        insurance: insurance.name,
        goalId: rnd.pick(goals).id,
        registeredAt: registered.toISOString().slice(0, 10),
      }
    }),
  )
}

type UserRow = [username: string, displayname: string, roles: string, active: boolean]

const USERS: UserRow[] = [
  ['s.hartmann', 'Dr. Susanne Hartmann', 'Viewer,Editor,Admin', true],
  ['m.keller', 'Markus Keller', 'Admin', true],
  ['j.brandt', 'Julia Brandt', 'Editor', true],
  ['t.nguyen', 'Thi Nguyen', 'Viewer', true],
  ['a.yildiz', 'Ayşe Yıldız', 'Viewer,Editor', true],
  ['p.lorenz', 'Peter Lorenz', 'Viewer', false],
  ['k.baumann', 'Katrin Baumann', 'Editor', true],
  ['f.schubert', 'Felix Schubert', 'Viewer', true],
  ['l.vogel', 'Laura Vogel', 'Editor,Admin', true],
  ['d.kaiser', 'Daniel Kaiser', 'Viewer', true],
  ['n.fuchs', 'Nadine Fuchs', 'Viewer,Editor', false],
  ['r.peters', 'Robert Peters', 'Admin', true],
  ['c.scholz', 'Carina Scholz', 'Viewer', true],
  ['h.jung', 'Hannes Jung', 'Editor', true],
  ['e.frank', 'Eva Frank', 'Viewer', true],
  ['o.berg', 'Oliver Berg', 'Viewer', false],
]

/** Console staff. Passwords are stored for the sandbox's checks and never answered. */
export function seedUsers(): SandboxRecord[] {
  return numbered(
    USERS.map(([username, displayname, roles, active], i) => ({
      username,
      email: `${username}@nutrition-console.example`,
      displayname,
      roles,
      active,
      password: `${username.replace('.', '')}-2026`,
      ...(i < 2 ? { Undeletable: true } : {}),
    })),
  )
}

type PromotionRow = [
  title: string,
  insurance: string,
  code: string,
  validFrom: string,
  validTo: string,
  coupons: number,
]

const PROMOTIONS: PromotionRow[] = [
  ['Healthy into spring', 'AOK Bayern', 'AOKFRUEH26', '2026-03-01', '2026-05-31', 12],
  ['Diabetes coaching 12 weeks', 'TK Techniker Krankenkasse', 'TKDIAB12', '2026-01-01', '2026-12-31', 20],
  ['Move more challenge', 'Barmer', 'BARMERMOVE', '2026-04-15', '2026-07-15', 8],
  ['Weight coaching for members', 'DAK-Gesundheit', 'DAKWEIGHT', '2025-10-01', '2026-09-30', 15],
  ['Heart-healthy eating', 'IKK classic', 'IKKHEART', '2026-02-01', '2026-06-30', 0],
  ['Family nutrition programme', 'KKH Kaufmännische Krankenkasse', 'KKHFAMILY', '2026-01-15', '2026-12-15', 10],
  ['Sleep well course', 'HEK Hanseatische Krankenkasse', 'HEKSLEEP', '2026-05-01', '2026-08-31', 6],
  ['Prevention bonus', 'hkk Krankenkasse', 'HKKBONUS26', '2026-01-01', '2026-12-31', 25],
  ['Stress less at work', 'SBK Siemens-Betriebskrankenkasse', 'SBKCALM', '2026-03-15', '2026-06-15', 0],
  ['Company health days', 'BKK firmus', 'FIRMUSDAY', '2026-06-01', '2026-06-30', 5],
  ['Autumn fitness check', 'Audi BKK', 'AUDIFIT', '2025-09-01', '2025-11-30', 0],
  ['Healthy blood pressure', 'Mobil Krankenkasse', 'MOBILBP', '2026-02-15', '2026-11-15', 9],
  ['Nutrition for seniors', 'Knappschaft', 'KNAPP60', '2026-04-01', '2026-10-31', 7],
  ['New year, new habits', 'AOK Nordost', 'AOKNEW26', '2026-01-01', '2026-02-28', 0],
]

function couponList(code: string, count: number, rnd: ReturnType<typeof random>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const lines = Array.from({ length: count }, () => {
    const part = Array.from({ length: 6 }, () => rnd.pick([...alphabet])).join('')
    return `${code}-${part}`
  })
  return `${lines.join('\n')}\n`
}

/** Promotions and the coupon files some of them carry (GET /files/coupons?id=). */
export function seedPromotions(): { promotions: SandboxRecord[]; files: StoredBlob[] } {
  const rnd = random(1312)
  const files: StoredBlob[] = []
  const promotions = numbered(
    PROMOTIONS.map(([title, insurance, code, validFrom, validTo, coupons]) => {
      let coupon: { couponFileId: number | null; couponFileName: string | null } = {
        couponFileId: null,
        couponFileName: null,
      }
      if (coupons > 0) {
        const file = {
          id: files.length + 1,
          name: `${code.toLowerCase()}-coupons.txt`,
          type: 'text/plain',
          base64: textToBase64(couponList(code, coupons, rnd)),
        }
        files.push(file)
        coupon = { couponFileId: file.id, couponFileName: file.name }
      }
      return {
        title,
        insuranceId: dictionaryId('insurance', insurance),
        insurance,
        code,
        validFrom,
        validTo,
        ...coupon,
      }
    }),
  )
  return { promotions, files }
}
