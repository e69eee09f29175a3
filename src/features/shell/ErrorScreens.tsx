import { useEffect, useState, type ReactNode } from 'react'
import { Box, Button, Heading, HStack, Spinner, Text } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config'
import { isChunkLoadError } from './chunkLoad'

function reloadPage() {
  window.location.reload()
}

function ErrorNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box role="alert" p={6} m={4} bg="white" borderWidth="1px" borderColor="red.300" rounded="md" maxW="xl">
      <Heading as="h1" size="lg" color="red.800">{title}</Heading>
      <Text mt={2} color="gray.800">{text}</Text>
      <HStack mt={4} gap={3} wrap="wrap">{children}</HStack>
    </Box>
  )
}

export function ChunkLoadErrorNotice() {
  return (
    <ErrorNotice
      title="ChunkLoadError"
      text="This screen could not be loaded. Check the connection, then reload the page."
    >
      <Button colorPalette="blue" onClick={reloadPage}>Reload</Button>
    </ErrorNotice>
  )
}

/** The router's error screen: a screen chunk that failed to load, or anything else that broke a screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isChunkLoadError(error)) return <ChunkLoadErrorNotice />
  return (
    <ErrorNotice title="Something went wrong" text={error instanceof Error && error.message ? error.message : String(error)}>
      <Button colorPalette="blue" onClick={reset}>Try again</Button>
      <Button variant="outline" onClick={reloadPage}>Reload</Button>
    </ErrorNotice>
  )
}

/**
 * Shown while a screen loads (the router's pending state). A chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS will not arrive: the browser's own fetch may hang far longer, so the console gives up and
 * offers a reload. Data loaders cannot be the cause: their calls fail at HTTP_TIMEOUT_MS, which is shorter.
 */
export function PendingScreen() {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (timedOut) return <ChunkLoadErrorNotice />
  return (
    <Box p={6} display="flex" alignItems="center" gap={3} role="status">
      <Spinner size="sm" />
      <Text>Loading…</Text>
    </Box>
  )
}
