import { apiDateToDisplay } from '@/features/forms/dateValue'
import { resolveInsuranceName } from '@/features/dictionaries/insuranceName'
import { defineView } from '@/features/resources/defineView'
import { genderText } from './gender'
import { PatientDetails } from './PatientDetails'

export const patients = defineView('patients', {
  fields: [],
  columns: [
    { key: 'id', header: 'Id' },
    { key: 'firstName', header: 'First name' },
    { key: 'lastName', header: 'Last name' },
    { key: 'gender', header: 'Gender', cell: (r) => genderText(r.gender) ?? '' },
    {
      key: 'insurance',
      header: 'Insurance',
      dictionary: 'insurance',
      cell: (r, insurers) => resolveInsuranceName(insurers, r.insuranceId, r.insurance),
    },
    { key: 'birthDate', header: 'Birth date', cell: (r) => apiDateToDisplay(r.birthDate) },
    { key: 'registeredAt', header: 'Registered', cell: (r) => apiDateToDisplay(r.registeredAt) },
  ],
  renderExpanded: (r) => <PatientDetails id={r.id} />,
})
