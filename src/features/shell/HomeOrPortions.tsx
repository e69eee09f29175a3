import { use } from 'react'
import { Box, Heading, SimpleGrid, Card } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { loadResource } from '@/features/resources/loadResource'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { HOME_LIST, HOME_TITLE, MENU } from './screens'

/** The list declared at / (Portions): the shell names no resource. The route's loader has started loading it. */
function HomeList({ name }: { name: string }) {
  return <ResourceListScreen resource={use(loadResource(name))} />
}

/** With the home list's role (Viewer), / is that list; without it, a Home screen of the user's screens (design §8.1). */
export function HomeOrPortions() {
  const session = useSession()
  if (HOME_LIST && hasRole(session, HOME_LIST.role)) return <HomeList name={HOME_LIST.name} />
  const screens = MENU.filter((s) => hasRole(session, s.role))
  return (
    <Box p={6}>
      <Heading as="h1" size="lg" mb={4}>{HOME_TITLE}</Heading>
      <SimpleGrid minChildWidth="200px" gap={4}>
        {screens.map((s) => (
          <Card.Root key={s.path} asChild>
            <Link to={s.path}>
              <Card.Body>{s.title}</Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
