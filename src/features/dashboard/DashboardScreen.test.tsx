import { describe, expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { mswServer } from '@/test/support/msw'
import { DashboardScreen } from './DashboardScreen'

const server = mswServer()

const history = [
  { date: '2026-01-01', total: 1180 },
  { date: '2026-02-01', total: 1369 },
  { date: '2026-03-01', total: 1506 },
]

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <DashboardScreen />
    </QueryClientProvider>,
  )
}

describe('DashboardScreen', () => {
  test('shows the latest total and a chart of the history', async () => {
    server.use(http.get('*/api/v1/dashboard/', () => HttpResponse.json({ totalUsers: history })))
    renderDashboard()
    expect((await screen.findByTestId('current-total')).textContent).toBe('1,506')
    screen.getByText('as of 01.03.2026')
    const chart = screen.getByRole('img', {
      name: 'Total users over time From 1,180 users on 01.01.2026 to 1,506 on 01.03.2026.',
    })
    expect(chart.querySelectorAll('circle')).toHaveLength(3)
    screen.getByRole('table', { name: 'Total users by date' })
  })

  test('says so when there is no history', async () => {
    server.use(http.get('*/api/v1/dashboard/', () => HttpResponse.json({ totalUsers: [] })))
    renderDashboard()
    await screen.findByText('No user history yet.')
    expect(screen.queryByRole('img')).toBeNull()
  })

  test('shows the backend error and loads again on Try again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/dashboard/', () => {
        calls += 1
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ totalUsers: history })
      }),
    )
    renderDashboard()
    await screen.findByText('undefined error in backend (500)')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('current-total')).textContent).toBe('1,506')
  })
})
