/**
 * The sidebar's background patterns: inline SVG, no downloads. White strokes at low opacity over the
 * palette's 800 shade, the same in both colour schemes, keep the menu text's contrast above WCAG AA. Part of the
 * theme: the only place besides the tokens where a colour is written.
 */
const svg = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(body)}")`

export const SIDEBAR_IMAGES = {
  none: { label: 'None', css: 'none' },
  dots: {
    label: 'Dots',
    css: svg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="2" fill="#fff" fill-opacity=".12"/></svg>',
    ),
  },
  waves: {
    label: 'Waves',
    css: svg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><path d="M0 20q20-16 40 0t40 0" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/></svg>',
    ),
  },
  leaves: {
    label: 'Leaves',
    css: svg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><path d="M12 52C12 28 28 12 52 12 52 36 36 52 12 52zM12 52 40 24" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/></svg>',
    ),
  },
} as const
