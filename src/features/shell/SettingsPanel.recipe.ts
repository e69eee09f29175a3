import { defineSlotRecipe } from '@pandacss/dev'

/** The settings' two radio groups, drawn as the theme's small solid radios in the group's colour palette. */
export const ncSettingsRecipe = defineSlotRecipe({
  className: 'nc-settings',
  slots: ['root', 'legend', 'choices', 'choice', 'radio', 'swatch'],
  base: {
    // Padding, not margin: it adds to the title's margin instead of collapsing into it.
    root: { display: 'flex', flexDirection: 'column', gap: '4', pt: '1' },
    legend: { fontWeight: 'medium' },
    choices: { display: 'flex', flexDirection: 'column', gap: '2', mt: '6' },
    choice: { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' },
    radio: {
      appearance: 'none',
      flexShrink: '0',
      boxSize: '4',
      m: '0',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'full',
      _checked: {
        borderColor: 'colorPalette.solid',
        background:
          'radial-gradient(circle closest-side, var(--chakra-colors-color-palette-contrast) 40%, transparent 44%) var(--chakra-colors-color-palette-solid)',
      },
      _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    },
    // The drawer's own shade in both schemes; on the dark panel a ring gives it its 3:1 edge (WCAG 1.4.11).
    swatch: {
      boxSize: '3',
      borderRadius: 'full',
      bg: 'colorPalette.800',
      _dark: { outline: '1px solid', outlineColor: 'fg.muted' },
    },
  },
})
