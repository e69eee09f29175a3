import { Box, Flex, IconButton, Input } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LayoutDashboard, Menu, Search } from 'lucide-react'
import { hasRole } from '@/api/session'
import { PRODUCT_NAME } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { LiveStatus } from '@/features/live/LiveStatus'
import { loadedAfterFirstPaint } from '@/features/navigation/firstPaint'
import { SCREENS } from './screens'
import { useRouteTitle } from './useRouteTitle'

/** Keeps an icon button's place until its popover's code has come, so nothing moves when it does. */
const iconButtonSpace = <Box w="10" h="10" flexShrink={0} aria-hidden />
// The popovers (and their positioning and focus trap) are not needed for the first paint (issue 12).
const NotificationBell = loadedAfterFirstPaint(() => import('./NotificationBell').then((m) => m.NotificationBell), iconButtonSpace)
const SettingsPanel = loadedAfterFirstPaint(() => import('./SettingsPanel').then((m) => m.SettingsPanel), iconButtonSpace)

export function Toolbar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const session = useSession()
  const title = useRouteTitle()

  return (
    <Flex as="header" align="center" gap={{ base: 1, md: 3 }} px={{ base: 2, md: 4 }} py={2} bg="white" borderBottomWidth="1px" position="sticky" top={0} zIndex="sticky">
      {onOpenMenu && (
        <IconButton aria-label="Open menu" variant="ghost" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </IconButton>
      )}
      {/* Product name and route name; on a phone they stack so neither is cut off. */}
      <Flex as="p" flex="1" minW={0} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'baseline' }} gap={{ sm: 1 }} color="gray.900" lineHeight="short">
        <Box as="span" fontWeight="bold" fontSize={{ base: 'xs', md: 'lg' }} truncate>{PRODUCT_NAME}</Box>
        <Box as="span" aria-hidden display={{ base: 'none', sm: 'inline' }} fontSize={{ md: 'lg' }}>·</Box>
        <Box as="span" data-testid="route-name" fontSize={{ base: 'md', md: 'lg' }} truncate>{title}</Box>
      </Flex>
      <Box as="form" role="search" display={{ base: 'none', md: 'flex' }} alignItems="center" gap={2} onSubmit={(e) => e.preventDefault()}>
        <Search aria-hidden size={18} />
        <Input aria-label="Search" placeholder="Search" size="sm" w="180px" />
      </Box>
      <LiveStatus />
      {hasRole(session, SCREENS.dashboard.role) && (
        <IconButton asChild aria-label="Dashboard" variant="ghost">
          <Link to={SCREENS.dashboard.path}>
            <LayoutDashboard aria-hidden />
          </Link>
        </IconButton>
      )}
      <NotificationBell />
      <SettingsPanel />
    </Flex>
  )
}
