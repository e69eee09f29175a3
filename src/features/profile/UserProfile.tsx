import { Badge, Box, DataList, Heading, HStack } from '@chakra-ui/react'
import { useSession } from '@/features/auth/useSession'
import { SCREENS } from '@/features/shell/screens'

/** The signed-in user's session facts, read-only (design §8.3). */
export function UserProfile() {
  const session = useSession()
  return (
    <Box p={{ base: 4, md: 6 }}>
      <Heading as="h1" size="lg" mb={4}>{SCREENS.userProfile.title}</Heading>
      <Box bg="white" borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }} maxW="xl">
        <DataList.Root orientation="horizontal" size="lg">
          <DataList.Item>
            <DataList.ItemLabel>Username</DataList.ItemLabel>
            <DataList.ItemValue>{session.username}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Display name</DataList.ItemLabel>
            <DataList.ItemValue>{session.displayname}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Roles</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack as="ul" listStyleType="none" gap={2} wrap="wrap">
                {session.roles.map((r) => (
                  <li key={r}><Badge colorPalette="green" size="md">{r}</Badge></li>
                ))}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>
    </Box>
  )
}
