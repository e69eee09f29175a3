import { Box, Flex, Heading } from '@chakra-ui/react'
import { Link, Outlet, useMatches } from '@tanstack/react-router'
import { hasRole } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { MENU } from './screens'

export function Shell() {
  const session = useSession()
  const matches = useMatches()
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title ?? ''
  return (
    <Flex minH="100dvh">
      <Box as="nav" w="260px" bg="green.600" color="white" p={4}>
        <Link to="/user-profile">{session.displayname}</Link>
        {MENU.filter((s) => hasRole(session, s.role)).map((s) => (
          <Box key={s.path}><Link to={s.path}>{s.title}</Link></Box>
        ))}
        <Link to="/logout">Logout</Link>
      </Box>
      <Box flex="1">
        <Heading as="p" size="md" p={4}>{PRODUCT_NAME} · {title}</Heading>
        <Outlet />
      </Box>
    </Flex>
  )
}
