import type { FieldDef } from '@/features/resources/types'
import { TextInput } from './TextInput'

export default function RichTextInput({ field }: { field: FieldDef }) {
  return <TextInput field={{ ...field, input: 'area' }} />
}
