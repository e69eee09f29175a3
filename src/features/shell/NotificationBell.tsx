import { Badge, Box, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { hasRole } from '@/api/session'
import { useSession } from '@/features/auth/useSession'
import { SAMPLE_NOTIFICATIONS } from './notifications'
import { SCREENS } from './screens'

const STATUS_COLOR = { info: 'blue.700', success: 'green.700', warning: 'orange.700', error: 'red.700' } as const

/** The bell's list shows to everyone; its link to /notifications only to who may open it (design §8.2). */
export function NotificationBell() {
  const session = useSession()
  const canOpenAll = hasRole(session, SCREENS.notifications.role)
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      {/* The count badge sits beside the button, not in it: visible text inside would have to match its name. */}
      <Box position="relative" flexShrink={0}>
        <Popover.Trigger asChild>
          <IconButton aria-label={`Notifications (${SAMPLE_NOTIFICATIONS.length})`} variant="ghost">
            <Bell aria-hidden />
          </IconButton>
        </Popover.Trigger>
        <Badge position="absolute" top="0" right="0" pointerEvents="none" colorPalette="red" variant="solid" size="xs" aria-hidden>
          {SAMPLE_NOTIFICATIONS.length}
        </Badge>
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(320px, calc(100vw - 16px))">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb={2}>Notifications</Popover.Title>
              <Stack as="ul" gap={2} listStyleType="none">
                {SAMPLE_NOTIFICATIONS.map((n) => (
                  <Box as="li" key={n.id} borderLeftWidth="4px" borderColor={STATUS_COLOR[n.status]} pl={2}>
                    <Text fontSize="sm">{n.text}</Text>
                  </Box>
                ))}
              </Stack>
              {canOpenAll && (
                <Box mt={3} fontSize="sm" fontWeight="medium" color="blue.700" textDecoration="underline">
                  <Link to={SCREENS.notifications.path}>All notifications</Link>
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
