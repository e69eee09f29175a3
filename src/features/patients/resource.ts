import { PAGE_SIZES } from '@/config'
import { ROLES } from '@/api/session'
import { declareResource } from '@/features/resources/declaration'

/** Patients are shown read-only: only GET /patients and GET /patients/{id}. */
export const patients = declareResource({
  name: 'patients',
  path: '/patients',
  title: 'Patients',
  suffix: 'Patient',
  titleProperty: 'lastName',
  role: ROLES.ADMIN,
  route: { path: '/patient-list', menu: 4 },
  pageSize: PAGE_SIZES.patients,
  readOnly: true,
  schema: (f) =>
    f.record({
      firstName: f.text,
      lastName: f.text,
      email: f.email,
      insuranceId: f.dictionary('insurance'),
      insurance: f.text,
      /** 1 Male, 2 Female, null unknown. */
      gender: f.id,
      birthDate: f.date,
      goalId: f.dictionary('goal'),
      registeredAt: f.date,
    }),
})

declare module '@/features/resources/declaration' {
  interface ResourceRegistry {
    patients: typeof patients
  }
}
