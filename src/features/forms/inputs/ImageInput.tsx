import type { FieldDef } from '@/features/resources/types'
import { TextInput } from './TextInput'

export default function ImageInput({ field }: { field: FieldDef }) {
  return <TextInput field={field} />
}
