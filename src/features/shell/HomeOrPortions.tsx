import { Box, Heading, SimpleGrid, Card } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { hasRole, ROLES } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { HOME_TITLE, MENU } from './screens'
import { ResourceListScreen } from '@/features/resources/ResourceListScreen'
import { portions } from '@/features/portions/resource'

/** With Viewer, / is Portions; without it, a Home screen of the user's screens (design §8.1). */
export function HomeOrPortions() {
  const session = useSession()
  if (hasRole(session, ROLES.VIEWER)) return <ResourceListScreen resource={portions} />
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
