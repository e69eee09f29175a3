import { Box, Code, Heading, Separator, Stack, Text } from '@chakra-ui/react'

const HEADINGS = [
  { as: 'h1', size: '4xl' },
  { as: 'h2', size: '3xl' },
  { as: 'h3', size: '2xl' },
  { as: 'h4', size: 'xl' },
  { as: 'h5', size: 'lg' },
  { as: 'h6', size: 'md' },
] as const

const BODY_SIZES = ['xl', 'lg', 'md', 'sm', 'xs'] as const

/** Demo: the theme's type scale (design §8.3). */
export function TypographyScreen() {
  return (
    <Box p={{ base: 4, md: 6 }}>
      <Stack gap={6} bg="white" borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }}>
        <Box>
          <Text fontSize="sm" color="gray.700" mb={2}>Headings</Text>
          <Stack gap={3}>
            {HEADINGS.map((h) => (
              <Heading key={h.as} as={h.as} size={h.size}>
                <Code mr={3} fontSize="xs" verticalAlign="middle">{h.as}</Code>
                A balanced breakfast keeps you going
              </Heading>
            ))}
          </Stack>
        </Box>
        <Separator />
        <Box>
          <Text fontSize="sm" color="gray.700" mb={2}>Body text</Text>
          <Stack gap={3}>
            {BODY_SIZES.map((s) => (
              <Text key={s} fontSize={s}>
                <Code mr={3} fontSize="xs">{s}</Code>
                Oats, yoghurt and berries give fibre, protein and vitamins for the morning.
              </Text>
            ))}
          </Stack>
        </Box>
        <Separator />
        <Box>
          <Text fontSize="sm" color="gray.700" mb={2}>Emphasis</Text>
          <Text>
            <Text as="strong" fontWeight="bold">Bold</Text>, <Text as="em" fontStyle="italic">italic</Text>,{' '}
            <Text as="span" textDecoration="underline">underlined</Text> and <Code>inline code</Code>.
          </Text>
          <Box as="blockquote" mt={3} borderLeftWidth="4px" borderColor="green.600" pl={4} color="gray.800">
            “Let food be thy medicine and medicine be thy food.”
          </Box>
        </Box>
      </Stack>
    </Box>
  )
}
