import { Box, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LogOut, UserRound } from 'lucide-react'
import { hasRole, ROLES } from '@/api/session'
import { DRAWER_WIDTH } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { Later } from './Later'
import { MENU, SCREENS } from './screens'
import { SIDEBAR_COLORS, SIDEBAR_IMAGES, useShellSettings } from './settings'

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  px: 3,
  py: 2,
  rounded: 'md',
  fontWeight: 'medium',
  _hover: { bg: 'whiteAlpha.200' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
} as const

/**
 * The drawer's content: the user's name, the role menu and Logout. The colour and pattern come from the settings
 * panel; dark palette shades under white text keep WCAG AA contrast, and the active entry is dark on white.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession()
  const { color, image } = useShellSettings()
  const palette = SIDEBAR_COLORS[color].palette
  const entries = MENU.filter((s) => hasRole(session, s.role))

  return (
    <Box
      as="nav"
      aria-label="Main menu"
      data-sidebar-color={color}
      w={`${DRAWER_WIDTH}px`}
      h="full"
      minH="100dvh"
      bg={`${palette}.800`}
      backgroundImage={SIDEBAR_IMAGES[image].css}
      color="white"
      p={3}
      display="flex"
      flexDirection="column"
      gap={2}
    >
      <Later>
        <Box px={3} py={3} borderBottomWidth="1px" borderColor="whiteAlpha.400" display="flex" alignItems="center" gap={2}>
          <UserRound aria-hidden size={20} />
          {hasRole(session, ROLES.VIEWER) ? (
            <Link to={SCREENS.userProfile.path} onClick={onNavigate} style={{ textDecoration: 'underline', fontWeight: 600 }}>
              {session.displayname || session.username}
            </Link>
          ) : (
            <Text fontWeight="semibold">{session.displayname || session.username}</Text>
          )}
        </Box>
        <Stack as="ul" gap={1} listStyleType="none" flex="1">
          {entries.map((s) => (
            <Box as="li" key={s.path}>
              <Box asChild {...itemStyle} css={{ '&[aria-current=page]': { bg: 'white', color: `${palette}.800` } }}>
                <Link to={s.path} activeOptions={{ exact: s.path === '/' }} onClick={onNavigate}>
                  {s.title}
                </Link>
              </Box>
            </Box>
          ))}
        </Stack>
        <Box asChild {...itemStyle}>
          {/* Never preloaded on hover: loading /logout signs out. */}
          <Link to="/logout" preload={false}>
            <LogOut aria-hidden size={18} />
            Logout
          </Link>
        </Box>
      </Later>
    </Box>
  )
}
