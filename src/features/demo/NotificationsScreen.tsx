import { Alert, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { SAMPLE_NOTIFICATIONS } from '@/features/shell/notifications'
import { AppToaster, toaster } from '@/features/shell/toaster'

const TOAST_BUTTONS = [
  { type: 'info', label: 'Info', palette: 'blue' },
  { type: 'success', label: 'Success', palette: 'green' },
  { type: 'warning', label: 'Warning', palette: 'orange' },
  { type: 'error', label: 'Error', palette: 'red' },
] as const

/**
 * Demo: sample notifications and a toast per status colour (design §8.3). The only screen that creates toasts, so the
 * toaster (Chakra's) mounts here, not in the shell every list paints with (issue 12).
 */
export function NotificationsScreen() {
  return (
    <Box p={{ base: 4, md: 6 }}>
      <AppToaster />
      <Stack gap={6} maxW="3xl">
        <Box>
          <Heading as="h2" size="md" mb={3}>Sample notifications</Heading>
          <Stack as="ul" listStyleType="none" gap={3}>
            {SAMPLE_NOTIFICATIONS.map((n) => (
              <li key={n.id}>
                <Alert.Root status={n.status}>
                  <Alert.Indicator />
                  <Alert.Title>{n.text}</Alert.Title>
                </Alert.Root>
              </li>
            ))}
          </Stack>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb={3}>Show a toast</Heading>
          <HStack gap={3} wrap="wrap">
            {TOAST_BUTTONS.map((b) => (
              <Button
                key={b.type}
                colorPalette={b.palette}
                onClick={() => toaster.create({ type: b.type, title: `${b.label} notification`, description: 'This is how a message of this kind looks.' })}
              >
                {b.label}
              </Button>
            ))}
          </HStack>
        </Box>
      </Stack>
    </Box>
  )
}
