// layers.test.ts lints this as if it sat in live/ and in forms/: an engine folder importing a declaration type.
import type { AnyResource } from '@/features/resources/types'

export type Fixture = AnyResource
