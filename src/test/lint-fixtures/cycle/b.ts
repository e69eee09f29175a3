// The other half of the loop with a.ts.
import { a } from './a'

export const b = () => a
