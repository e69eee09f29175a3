import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { API_BASE_URL } from '@/config'
import { App } from '@/app/App'

/** The browser sandbox runs unless a real backend is configured (README). */
async function startSandbox() {
  if (API_BASE_URL || import.meta.env.VITE_SANDBOX === 'off') return
  const { startBrowserSandbox } = await import('../mocks/browser')
  await startBrowserSandbox()
}

void startSandbox().then(() => {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
