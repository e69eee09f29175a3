import { Alert, Box, Button, Heading, Spinner, Stack, Stat, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { apiDateToDisplay } from '@/features/forms/convert'
import { dashboardQuery } from './dashboardData'
import { formatTotal } from './formatTotal'
import { UserTotalsChart } from './UserTotalsChart'

/** Dashboard (Editor): the current user total and its history from GET /dashboard/ (spec §3). */
export function DashboardScreen() {
  const query = useQuery(dashboardQuery())
  return (
    <Box p={{ base: 4, md: 6 }}>
      <Heading as="h1" size="lg" mb={4}>
        Dashboard
      </Heading>
      {query.isPending ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>Loading user totals…</Text>
        </Stack>
      ) : query.isError ? (
        <Alert.Root status="error" maxW="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The dashboard could not be loaded</Alert.Title>
            <Alert.Description>{query.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="6">
          <Box bg="bg.panel" borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }} maxW="sm">
            <Stat.Root>
              <Stat.Label>Total users</Stat.Label>
              <Stat.ValueText data-testid="current-total">
                {query.data.current === null ? '—' : formatTotal(query.data.current)}
              </Stat.ValueText>
              {query.data.history.at(-1) && (
                // Stat.Root is a <dl>: its help text must be a <dd> too (axe definition-list).
                <Stat.HelpText asChild>
                  <dd>as of {apiDateToDisplay(query.data.history.at(-1)?.date)}</dd>
                </Stat.HelpText>
              )}
            </Stat.Root>
          </Box>
          <Box bg="bg.panel" borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }}>
            <Heading as="h2" size="md" mb={3}>
              User history
            </Heading>
            {query.data.history.length === 0 ? (
              <Text color="fg.muted">No user history yet.</Text>
            ) : (
              <UserTotalsChart history={query.data.history} />
            )}
          </Box>
        </Stack>
      )}
    </Box>
  )
}
