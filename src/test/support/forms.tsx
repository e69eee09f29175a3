import { useMemo, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { z } from 'zod/mini'
import type { FieldDef } from '@/features/forms/field'
import { FormField } from '@/features/forms/FormField'
import { formikValidationOf } from '@/features/forms/formikValidation'
import { FORM_PARSE_PARAMS, formSchemaOf, type FormDeclaration } from '@/features/forms/formSchema'
import type { FieldInput, FormValues, Rule } from '@/features/forms/rule'

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** The form's current values, as the test reads them (the harness prints them). */
export function formValues(): Record<string, unknown> {
  return JSON.parse(screen.getByTestId('form-values').textContent ?? '{}') as Record<string, unknown>
}

/**
 * A form schema's errors the way Formik keeps them, the first message per field, read synchronously (the edit
 * dialog's Formik gets the same schema through zod-formik-adapter).
 */
export function formErrors(
  def: FormDeclaration,
  values: FormValues,
  options: { isNew: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of formSchemaOf(def, options).safeParse(values, FORM_PARSE_PARAMS).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message
  }
  return errors
}

/** One rule's message for a value (undefined when it passes); `values` is the rest of the form. */
export function ruleMessage(rule: Rule, value: unknown, values: FormValues = {}): string | undefined {
  return z.custom<FieldInput>().check(rule).safeParse({ value, values }).error?.issues[0]?.message
}

/** The harness's fields belong to no declaration: any record passes, only the rules speak. */
const ANY_RECORD = z.looseObject({})

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
  const validationSchema = useMemo(() => formikValidationOf({ schema: ANY_RECORD, fields }, { isNew: true }), [fields])
  return (
    <QueryClientProvider client={client}>
      <Formik
        initialValues={initialValues}
        validationSchema={validationSchema}
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
  )
}

/** Renders fields in a Formik form the way the edit dialog does: rules through the form schema and zod-formik-adapter, passive display. */
export function renderFields(
  fields: FieldDef[],
  initialValues: Record<string, unknown> = {},
  client = testQueryClient(),
) {
  const result = render(<FieldHarness fields={fields} initialValues={initialValues} client={client} />)
  return { ...result, client }
}
