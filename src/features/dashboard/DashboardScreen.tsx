import { useQuery } from '@tanstack/react-query'
import { apiDateToDisplay } from '@/features/forms/dateValue'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { Spinner } from '@/ui/Feedback'
import { dashboardClass as s } from './DashboardScreen.styles'
import { dashboardQuery } from '@/api/dashboard'
import { formatTotal } from './formatTotal'
import { UserTotalsChart } from './UserTotalsChart'
import { useLingui } from '@lingui/react'

/** Dashboard (Editor): the current user total and its history from GET /dashboard/. */
export function DashboardScreen() {
  const query = useQuery(dashboardQuery())
  const { _, i18n } = useLingui()
  return (
    <div className={s.root}>
      <h1 className={s.title}>{_('Dashboard')}</h1>
      {query.isPending ? (
        <div className={s.loading} role="status">
          <Spinner />
          <p>{_('Loading user totals…')}</p>
        </div>
      ) : query.isError ? (
        <Alert
          status="error"
          className={s.error}
          title={_('The dashboard could not be loaded')}
          description={query.error.message}
        >
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {_('Try again')}
          </Button>
        </Alert>
      ) : (
        <div className={s.cards}>
          <div className={cx(s.card, s.statCard)}>
            <dl className={s.stat.root}>
              <dt className={s.stat.label}>{_('Total users')}</dt>
              <dd className={s.stat.valueText} data-testid="current-total">
                {query.data.current === null ? '—' : formatTotal(query.data.current, i18n.locale)}
              </dd>
              {query.data.history.at(-1) && (
                <dd className={s.stat.helpText}>
                  {_('as of {date}', { date: apiDateToDisplay(query.data.history.at(-1)?.date) })}
                </dd>
              )}
            </dl>
          </div>
          <div className={s.card}>
            <h2 className={s.cardTitle}>{_('User history')}</h2>
            {query.data.history.length === 0 ? (
              <p className={s.muted}>{_('No user history yet.')}</p>
            ) : (
              <UserTotalsChart history={query.data.history} />
            )}
          </div>
        </div>
      )}
    </div>
  )
}
