import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { API_BASE_URL } from '@/config'
import { App } from '@/app/App'
import { entryStylesheetReady } from '@/app/entryStylesheet'
import { followColorScheme } from '@/features/shell/colorScheme'
import { followLanguage } from '@/features/shell/language'
import { settingsStore } from '@/features/shell/settings'
import '@/ui/kit.css'

/** The browser sandbox runs unless a real backend is configured (README). */
async function startSandbox() {
  if (API_BASE_URL || import.meta.env.VITE_SANDBOX === 'off') return
  const { startBrowserSandbox } = await import('../mocks/browser')
  await startBrowserSandbox()
}

// Before anything renders: the scheme chosen in the settings panel, or the device's.
followColorScheme(settingsStore)

// The language chosen in the settings panel, or the browser's; a German catalog loads beside the sandbox and the
// stylesheet, so the first render is already in German. One that fails to load leaves the console in English.
const language = followLanguage(settingsStore).catch((error: unknown) =>
  console.error('The language could not be loaded', error),
)

// A sandbox that fails to start must not leave a blank page: the console renders and its calls show errors.
const sandbox = startSandbox().catch((error: unknown) => console.error('The sandbox did not start', error))
// Nothing renders before the stylesheet applies; index.html's static first paint stays meanwhile.
void Promise.all([sandbox, language, entryStylesheetReady()]).then(() => {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  // A transition: React renders the first screen in slices that yield to the browser every few milliseconds
  // instead of one long main-thread task (total blocking time on a phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
})
