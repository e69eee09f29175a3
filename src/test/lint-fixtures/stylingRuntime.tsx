import { Button } from '@chakra-ui/react'
import { css } from '@emotion/react'

export const Fixture = () => <Button css={css({ color: 'red' })}>Chakra</Button>
