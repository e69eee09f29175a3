import { useMemo, type ComponentType } from 'react'
import type { FieldDef, InputKind } from '@/features/forms/field'
import { CheckboxInput } from './inputs/CheckboxInput'
import { DateInput } from './inputs/DateInput'
import { LoadingNote } from './inputs/FieldNote'
import { FileInput } from './inputs/FileInput'
import { MultiSelectInput } from './inputs/MultiSelectInput'
import { NumberInput } from './inputs/NumberInput'
import { SelectInput } from './inputs/SelectInput'
import { TextInput } from './inputs/TextInput'
import { useLingui } from '@lingui/react'
import { lazyComponent } from '@/ui/lazyComponent'

type InputComponent = ComponentType<{ field: FieldDef }>

/** Holds a large input's place while its code loads; `field.label` comes translated (FormField). */
function LoadingInput({ field }: { field: FieldDef }) {
  const { _ } = useLingui()
  return <LoadingNote tall>{_('Loading {field}…', { field: field.label })}</LoadingNote>
}

// The cropper and Lexical are large: separate chunks, loaded when a dialog first shows such a field.
const ImageInput = lazyComponent(() => import('./inputs/ImageInput').then((m) => m.default), LoadingInput)
const RichTextInput = lazyComponent(() => import('./inputs/RichTextInput').then((m) => m.default), LoadingInput)

const INPUTS: Record<InputKind, InputComponent> = {
  text: TextInput,
  password: TextInput,
  area: TextInput,
  number: NumberInput,
  checkbox: CheckboxInput,
  select: SelectInput,
  multiselect: MultiSelectInput,
  date: DateInput,
  file: FileInput,
  image: ImageInput,
  richtext: RichTextInput,
}

/**
 * One form field of a declaration, bound to the surrounding Formik form by `field.name`: the input of `field.input`,
 * its label, help and error.
 */
export function FormField({ field }: { field: FieldDef }) {
  const Input = INPUTS[field.input]
  const { _ } = useLingui()
  // The inputs show the label and help in the interface's language; the declaration keeps the English ids.
  const shown = useMemo(
    () => ({ ...field, label: _(field.label), ...(field.help !== undefined && { help: _(field.help) }) }),
    [field, _],
  )
  return <Input field={shown} />
}
