import type { ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { system } from '@/theme/theme'
import type { FieldDef } from '@/features/forms/field'
import { FormField } from './FormField'
import { validateRecord } from './validate'

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** The form's current values, as the test reads them (the harness prints them). */
export function formValues(): Record<string, unknown> {
  return JSON.parse(screen.getByTestId('form-values').textContent ?? '{}') as Record<string, unknown>
}

export function FieldHarness({
  fields,
  initialValues,
  client,
  children,
  disabled = false,
}: {
  fields: FieldDef[]
  initialValues: Record<string, unknown>
  client: QueryClient
  children?: ReactNode
  /** Like the edit dialog of a record locked by someone else. */
  disabled?: boolean
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <Formik
          initialValues={initialValues}
          validate={(values) => validateRecord(fields, values, { isNew: true })}
          validateOnChange
          validateOnBlur
          onSubmit={() => {}}
        >
          {({ values }) => (
            <Form>
              <fieldset disabled={disabled}>
                {fields.map((field) => (
                  <FormField key={field.name} field={field} />
                ))}
              </fieldset>
              <button type="submit">Save</button>
              <output data-testid="form-values">{JSON.stringify(values)}</output>
              {children}
            </Form>
          )}
        </Formik>
      </QueryClientProvider>
    </ChakraProvider>
  )
}

/** Renders fields in a Formik form the way the edit dialog does: rules from validateRecord, passive display. */
export function renderFields(fields: FieldDef[], initialValues: Record<string, unknown> = {}, client = testQueryClient()) {
  const result = render(<FieldHarness fields={fields} initialValues={initialValues} client={client} />)
  return { ...result, client }
}
