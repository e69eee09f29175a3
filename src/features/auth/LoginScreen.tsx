import { useState, type FormEvent } from 'react'
import { Box, Button, Checkbox, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { login } from '@/api/auth'
import { errorText } from '@/api/errors'
import { sessionStore } from '@/api/session'
import { PRODUCT_NAME } from '@/config'

export function LoginScreen() {
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/login' })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await login({ username, password, rememberMe })
      sessionStore.set(answer)
      await navigate({ to: redirect ?? '/', replace: true })
    } catch (err) {
      setError(errorText(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box as="main" minH="100dvh" display="grid" placeItems="center" bg="gray.100" p={4}>
      <Box as="form" onSubmit={submit} bg="white" p={8} rounded="lg" shadow="md" w="full" maxW="sm">
        <Heading as="h1" size="xl" mb={6} color="green.700">{PRODUCT_NAME}</Heading>
        <Stack gap={4}>
          <Field.Root required>
            <Field.Label>Username</Field.Label>
            <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          <Checkbox.Root checked={rememberMe} onCheckedChange={(d) => setRememberMe(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
          {error && <Text role="alert" color="red.700">{error}</Text>}
          <Button type="submit" colorPalette="green" loading={busy}>Sign in</Button>
        </Stack>
      </Box>
    </Box>
  )
}
