import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { mswServer } from '@/test/support/msw'
import type { FieldDef } from '@/features/forms/field'
import { integer, required } from './rules'
import { FieldHarness, formValues, renderFields, testQueryClient } from '@/test/support/forms'

const API = '*/api/v1'
let dictionaryCalls = 0
const server = mswServer(
  http.get(`${API}/dictionaries/:kind`, () => {
    dictionaryCalls++
    return HttpResponse.json([
      { id: 1, name: 'Mediterranean' },
      { id: 2, name: 'Vegan' },
    ])
  }),
)
afterEach(() => {
  dictionaryCalls = 0
})

describe('text input', () => {
  it('stores null, not an empty string, when the text is cleared', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'title', label: 'Title', input: 'text' }], { title: 'Soup' })
    const input = screen.getByRole('textbox', { name: 'Title' })
    await user.clear(input)
    expect(formValues().title).toBeNull()
    await user.type(input, 'Salad')
    expect(formValues().title).toBe('Salad')
  })

  it('shows a required error only after the field was left (passive mode)', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'title', label: 'Title', input: 'text', rules: [required()] }], { title: null })
    const input = screen.getByRole('textbox', { name: /Title/ })
    expect(screen.queryByText('This field is required.')).toBeNull()
    await user.click(input)
    await user.tab()
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('password and area inputs have their label as accessible name', () => {
    renderFields(
      [
        { name: 'password', label: 'Password', input: 'password' },
        { name: 'notes', label: 'Notes', input: 'area' },
      ],
      {},
    )
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA')
  })
})

describe('number input', () => {
  it('stores the parsed float and accepts a decimal comma while keeping the typed text', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'amount', label: 'Amount', input: 'number' }], { amount: 2 })
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect((input as HTMLInputElement).value).toBe('2')
    await user.clear(input)
    await user.type(input, '1,5')
    expect((input as HTMLInputElement).value).toBe('1,5')
    expect(formValues().amount).toBe(1.5)
  })

  it('stores null for text that is no number and says so when the field is left', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'amount', label: 'Amount', input: 'number' }], { amount: null })
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '12abc')
    expect(formValues().amount).toBeNull()
    await user.tab()
    expect(await screen.findByText(/Enter a number/)).toBeTruthy()
  })

  it('says the text is no number whether the field is required or not', async () => {
    const user = userEvent.setup()
    renderFields(
      [
        { name: 'amount', label: 'Amount', input: 'number', rules: [required()] },
        { name: 'weight', label: 'Weight', input: 'number', rules: [integer()] },
      ],
      { amount: null, weight: null },
    )
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), 'abc')
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), 'abc')
    await user.tab()
    expect(await screen.findAllByText('Enter a number, e.g. 12,5 or 12.5.')).toHaveLength(2)
    expect(screen.queryByText('This field is required.')).toBeNull()
    // Cleared, the required field asks for a value again.
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }))
    await user.tab()
    expect(await screen.findByText('This field is required.')).toBeTruthy()
  })

  it('runs rules on the number (integer)', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'servings', label: 'Servings', input: 'number', rules: [integer()] }], { servings: null })
    await user.type(screen.getByRole('textbox', { name: 'Servings' }), '2,5')
    await user.tab()
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy()
  })
})

describe('select input', () => {
  const diet: FieldDef = {
    name: 'dietId',
    label: 'Diet',
    input: 'select',
    options: { kind: 'dictionary', dictionary: 'diet' },
  }

  it('loads the dictionary once: a second mount uses the cache and makes no request', async () => {
    const user = userEvent.setup()
    const client = testQueryClient()
    const first = render(<FieldHarness fields={[diet]} initialValues={{ dietId: null }} client={client} />)
    expect(await screen.findByRole('option', { name: 'Vegan' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan')
    expect(formValues().dietId).toBe(2)
    first.unmount()

    render(<FieldHarness fields={[diet]} initialValues={{ dietId: 1 }} client={client} />)
    const select = screen.getByRole('combobox', { name: 'Diet' }) as HTMLSelectElement
    expect(select.value).toBe('1')
    expect(screen.getByRole('option', { name: 'Mediterranean' })).toBeTruthy()
    expect(dictionaryCalls).toBe(1)
  })

  it('shows that the options are loading, and a failed load', async () => {
    server.use(
      http.get(`${API}/dictionaries/:kind`, async () => {
        await delay(50)
        return HttpResponse.json({ message: 'broken' }, { status: 500 })
      }),
    )
    renderFields([diet], { dietId: null })
    expect(screen.getByText('Loading options…')).toBeTruthy()
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Options could not be loaded: undefined error in backend (500)',
    )
  })

  it('uses static options without any request', async () => {
    const user = userEvent.setup()
    renderFields(
      [
        {
          name: 'state',
          label: 'State',
          input: 'select',
          options: { kind: 'static', options: [{ value: '1', label: 'Active' }] },
        },
      ],
      {},
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Active')
    expect(formValues().state).toBe('1')
    expect(dictionaryCalls).toBe(0)
  })
})

describe('multiselect input', () => {
  it("keeps users' roles as a joined string", async () => {
    const user = userEvent.setup()
    const roles: FieldDef = {
      name: 'roles',
      label: 'Roles',
      input: 'multiselect',
      joinWith: ',',
      options: {
        kind: 'static',
        options: ['Viewer', 'Editor', 'Admin'].map((r) => ({ value: r, label: r })),
      },
    }
    renderFields([roles], { roles: 'Viewer,Admin' })
    expect(screen.getByRole('group', { name: 'Roles' })).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Viewer' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Editor' }) as HTMLInputElement).checked).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: 'Editor' }))
    expect(formValues().roles).toBe('Viewer,Editor,Admin')
    await user.click(screen.getByRole('checkbox', { name: 'Viewer' }))
    await user.click(screen.getByRole('checkbox', { name: 'Editor' }))
    await user.click(screen.getByRole('checkbox', { name: 'Admin' }))
    expect(formValues().roles).toBeNull()
  })
})

describe('checkbox input', () => {
  it('stores a boolean', async () => {
    const user = userEvent.setup()
    renderFields([{ name: 'active', label: 'Active', input: 'checkbox' }], { active: false })
    await user.click(screen.getByRole('checkbox', { name: 'Active' }))
    expect(formValues().active).toBe(true)
  })
})

describe('date input', () => {
  const validFrom: FieldDef = { name: 'validFrom', label: 'Valid from', input: 'date' }

  it('shows a stored ISO date as DD.MM.YYYY without a time-zone shift', () => {
    renderFields([validFrom], { validFrom: '2025-03-01T00:00:00Z' })
    expect((screen.getByRole('textbox', { name: 'Valid from' }) as HTMLInputElement).value).toBe('01.03.2025')
    expect(screen.getByRole('button', { name: 'Pick Valid from from a calendar' })).toBeTruthy()
  })

  it('stores typed DD.MM.YYYY as YYYY-MM-DD', async () => {
    const user = userEvent.setup()
    renderFields([validFrom], { validFrom: null })
    await user.type(screen.getByRole('textbox', { name: 'Valid from' }), '31.12.2025')
    expect(formValues().validFrom).toBe('2025-12-31')
  })

  it.each([
    ['1.5.2026', '2026-05-01'],
    ['2026-05-01', '2026-05-01'],
    [' 31.12.2025 ', '2025-12-31'],
  ])('reads %j as DD.MM.YYYY once the field is left', async (typed, stored) => {
    const user = userEvent.setup()
    renderFields([validFrom], { validFrom: null })
    const input = screen.getByRole('textbox', { name: 'Valid from' }) as HTMLInputElement
    await user.type(input, typed)
    expect(input.value).toBe(typed)
    await user.tab()
    expect(formValues().validFrom).toBe(stored)
    expect(input.value).toBe(`${stored.slice(8)}.${stored.slice(5, 7)}.${stored.slice(0, 4)}`)
  })

  it('keeps text that is no date and shows an error when the field is left', async () => {
    const user = userEvent.setup()
    renderFields([validFrom], { validFrom: null })
    const input = screen.getByRole('textbox', { name: 'Valid from' }) as HTMLInputElement
    await user.type(input, '31.02.2025')
    await user.tab()
    expect(input.value).toBe('31.02.2025')
    expect(await screen.findByText(/Enter a date as DD.MM.YYYY/)).toBeTruthy()
  })

  it('follows a value set from outside (form reset)', async () => {
    const user = userEvent.setup()
    renderFields([validFrom], { validFrom: '2025-01-01' })
    const input = screen.getByRole('textbox', { name: 'Valid from' }) as HTMLInputElement
    await user.clear(input)
    await user.type(input, '2.1.2025')
    expect(formValues().validFrom).toBe('2025-01-02')
    expect(input.value).toBe('2.1.2025')
  })
})

describe('file input', () => {
  const coupon: FieldDef = {
    name: 'couponFileId',
    label: 'Coupon file',
    input: 'file',
    fileNameField: 'couponFileName',
    rules: [required()],
  }

  it('validates on mount, shows upload progress, then stores the id and shows the name', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    let receivedFile = false
    server.use(
      http.post(`${API}/files/uploadTemp`, async ({ request }) => {
        const file = (await request.formData()).get('file')
        // jsdom's FormData loses the file name on its way through Node's fetch; a browser keeps it (e2e).
        receivedFile = typeof file === 'object' && file !== null
        await answered
        return HttpResponse.json({ id: 17, name: 'coupons.txt' })
      }),
    )
    const user = userEvent.setup()
    renderFields([coupon], { couponFileId: null, couponFileName: null })
    // File and image inputs validate on mount.
    expect(await screen.findByText('This field is required.')).toBeTruthy()

    await user.upload(
      screen.getByLabelText(/^Coupon file/, { selector: 'input' }),
      new File(['CODE1\nCODE2'], 'coupons.txt', { type: 'text/plain' }),
    )
    expect(await screen.findByRole('progressbar', { name: 'Uploading coupons.txt' })).toBeTruthy()

    act(() => release())
    expect(await screen.findByText('coupons.txt')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(receivedFile).toBe(true)
    expect(formValues()).toMatchObject({ couponFileId: 17, couponFileName: 'coupons.txt' })
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull())
  })

  it('shows a failed upload and keeps the previous file', async () => {
    server.use(http.post(`${API}/files/uploadTemp`, () => HttpResponse.json({ message: 'too big' }, { status: 400 })))
    const user = userEvent.setup()
    renderFields([coupon], { couponFileId: 3, couponFileName: 'old.txt' })
    await user.upload(screen.getByLabelText(/^Coupon file/, { selector: 'input' }), new File(['x'], 'new.txt'))
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: undefined error in backend (400)')
    expect(formValues()).toMatchObject({ couponFileId: 3, couponFileName: 'old.txt' })
  })
})
