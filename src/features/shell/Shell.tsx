import { useState } from 'react'
import { Box, CloseButton, Drawer, Flex, Portal, VisuallyHidden } from '@chakra-ui/react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { DRAWER_WIDTH } from '@/config'
import { Footer } from './Footer'
import { LiveAfterScreen } from '@/features/live/LiveAfterScreen'
import { Later } from './Later'
import { SCREENS } from './screens'
import { Sidebar } from './Sidebar'
import { AppToaster } from './toaster'
import { Toolbar } from './Toolbar'
import { useIsMobile } from './useIsMobile'

/**
 * Toolbar, drawer (fixed, or an overlay under the breakpoint), the screen and the footer (spec §2 Shell). The frame
 * paints first, then the toolbar, menu and screen (`Later`).
 */
export function Shell() {
  const isMobile = useIsMobile()
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const showFooter = pathname !== SCREENS.maps.path

  return (
    <Flex minH="100dvh" bg="gray.50">
      <Box asChild position="absolute" left="-9999px" _focus={{ left: 2, top: 2, zIndex: 'skipLink', bg: 'white', p: 2 }}>
        <a href="#main">Skip to content</a>
      </Box>
      {isMobile ? (
        <Later>
          <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content w={`${DRAWER_WIDTH}px`} maxW={`${DRAWER_WIDTH}px`}>
                  <VisuallyHidden asChild>
                    <Drawer.Title>Menu</Drawer.Title>
                  </VisuallyHidden>
                  <Sidebar onNavigate={() => setMenuOpen(false)} />
                  <Drawer.CloseTrigger asChild position="absolute" top={2} right={2}>
                    <CloseButton aria-label="Close menu" color="white" _hover={{ bg: 'whiteAlpha.300' }} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Later>
      ) : (
        <Box flexShrink={0} position="sticky" top={0} h="100dvh" overflowY="auto">
          <Sidebar />
        </Box>
      )}
      <Flex direction="column" flex="1" minW={0}>
        <Later>
          <Toolbar onOpenMenu={isMobile ? () => setMenuOpen(true) : undefined} />
        </Later>
        <Box as="main" id="main" tabIndex={-1} flex="1" minW={0}>
          <Later>
            <Outlet />
            <LiveAfterScreen />
          </Later>
        </Box>
        {showFooter && (
          <Later>
            <Footer />
          </Later>
        )}
      </Flex>
      <Later>
        <AppToaster />
      </Later>
    </Flex>
  )
}
