import { Box, Heading, Text } from '@chakra-ui/react'

/** Placeholder for a screen a later issue builds. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Box p={6}>
      <Heading as="h1" size="lg">{title}</Heading>
      <Text mt={2}>This screen is not built yet.</Text>
    </Box>
  )
}
