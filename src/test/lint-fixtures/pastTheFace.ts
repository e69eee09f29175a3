// A feature reaching into the resource engine's row operations past its face.
import { BulkBar } from '@/features/resources/rows/bulk/BulkBar'

export const bar = BulkBar
