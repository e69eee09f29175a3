// Half of an import loop (with b.ts) that layers.test.ts expects lint to refuse.
import { b } from './b'

export const a = () => b
