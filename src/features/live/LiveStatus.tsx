/** Toolbar indicator of the live channel (live / reconnecting / offline). Placeholder until live editing lands. */
export function LiveStatus() {
  return null
}
