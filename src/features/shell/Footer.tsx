import { Flex, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '@/config'

export function Footer() {
  return (
    <Flex as="footer" justify="space-between" gap={4} px={4} py={3} borderTopWidth="1px" fontSize="sm" color="gray.700" bg="white">
      <Link to="/" style={{ textDecoration: 'underline' }}>Home</Link>
      <Text>© {new Date().getFullYear()} {PRODUCT_NAME}</Text>
    </Flex>
  )
}
