import type { useNavigate } from '@tanstack/react-router'
import type { PaletteOption } from './paletteOptions'

type Navigate = ReturnType<typeof useNavigate>

/**
 * Opens what an option points at. A dialog opens as the list's pencil opens it: the list first, then `?edit=` on top
 * of it, so Back closes the dialog onto its list, as it does after a pencil.
 */
export async function openOption(navigate: Navigate, option: PaletteOption): Promise<void> {
  if (option.list !== undefined) await navigate({ href: option.list })
  await navigate({ href: option.href })
}
