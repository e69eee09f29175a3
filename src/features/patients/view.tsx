import { apiDateToDisplay } from '@/features/forms/dateValue'
import { InsuranceName } from '@/features/dictionaries/InsuranceName'
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
    { key: 'insurance', header: 'Insurance', cell: (r) => <InsuranceName id={r.insuranceId} fallback={r.insurance} /> },
    { key: 'birthDate', header: 'Birth date', cell: (r) => apiDateToDisplay(r.birthDate) },
    { key: 'registeredAt', header: 'Registered', cell: (r) => apiDateToDisplay(r.registeredAt) },
  ],
  renderExpanded: (r) => <PatientDetails id={r.id} />,
})
