import { useSyncExternalStore } from 'react'
import { Box, Flex, Text } from '@chakra-ui/react'
import { liveHub, type HubStatus } from '@/api/hub'

const LOOK: Record<Exclude<HubStatus, 'idle'>, { text: string; label: string; color: string }> = {
  connecting: { text: 'Connecting…', label: 'Live updates: connecting', color: 'gray.400' },
  live: { text: 'Live', label: 'Live updates: live', color: 'green.500' },
  reconnecting: { text: 'Reconnecting…', label: 'Live updates: reconnecting', color: 'orange.400' },
  offline: { text: 'Offline', label: 'Live updates: offline', color: 'red.500' },
}

/** Toolbar indicator of the live channel (issue 5): live / reconnecting / offline, announced politely. */
export function LiveStatus() {
  const status = useSyncExternalStore(liveHub.subscribeStatus, liveHub.getStatus)

  if (status === 'idle') return null
  const look = LOOK[status]
  return (
    <Flex role="status" aria-label={look.label} title={look.label} align="center" gap="1.5" px="2" flexShrink={0}>
      <Box aria-hidden w="2.5" h="2.5" borderRadius="full" bg={look.color} />
      <Text as="span" aria-hidden fontSize="sm" display={{ base: 'none', sm: 'inline' }}>
        {look.text}
      </Text>
    </Flex>
  )
}
