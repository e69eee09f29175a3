import { createElement } from 'react'
import { z } from 'zod'
import { PAGE_SIZES } from '@/config'
import { SCREENS } from '@/features/shell/screens'
import { defineResource } from '@/features/resources/types'
import { idSchema, optionalId, optionalText } from '@/features/resources/recordFields'
import { apiDateToDisplay } from '@/features/forms/convert'
import { InsuranceName } from '@/features/promotions/InsuranceName'
import { genderText } from './gender'
import { PatientDetails } from './PatientDetails'

export const patientSchema = z.looseObject({
  id: idSchema,
  Undeletable: z.boolean().nullish(),
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  insuranceId: optionalId,
  insurance: optionalText,
  /** 1 Male, 2 Female, null unknown (spec §3). */
  gender: z.union([z.number(), z.string()]).nullish(),
  birthDate: optionalText,
  goalId: optionalId,
  registeredAt: optionalText,
})

/** Patients are shown read-only: only GET /patients and GET /patients/{id} (spec §7). */
export const patients = defineResource({
  name: 'patients',
  path: '/patients',
  screen: SCREENS.patients,
  title: 'Patients',
  suffix: 'Patient',
  titleProperty: 'lastName',
  schema: patientSchema,
  pageSize: PAGE_SIZES.patients,
  readOnly: true,
  fields: [],
  columns: [
    { key: 'id', header: 'Id', hideOnMobile: true },
    { key: 'firstName', header: 'First name' },
    { key: 'lastName', header: 'Last name' },
    { key: 'gender', header: 'Gender', cell: (r) => genderText(r.gender) ?? '' },
    {
      key: 'insurance',
      header: 'Insurance',
      cell: (r) => createElement(InsuranceName, { id: r.insuranceId, fallback: r.insurance }),
    },
    { key: 'birthDate', header: 'Birth date', cell: (r) => apiDateToDisplay(r.birthDate), hideOnMobile: true },
    { key: 'registeredAt', header: 'Registered', cell: (r) => apiDateToDisplay(r.registeredAt), hideOnMobile: true },
  ],
  renderExpanded: (r) => createElement(PatientDetails, { id: r.id }),
})
