import { useState } from 'react'
import { Box, Flex } from '@chakra-ui/react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { Footer } from './Footer'
import { loadedAfterFirstPaint, ScreenCommitted } from '@/features/navigation/firstPaint'
import { Later } from './Later'
import { SCREENS } from './screens'
import { Sidebar } from './Sidebar'
import { Toolbar } from './Toolbar'
import { useIsMobile } from './useIsMobile'

// Not needed for the first paint (issue 12): the phone's menu drawer (the dialog machine and focus trap) and the
// toaster load once the first screen has painted.
const MobileMenu = loadedAfterFirstPaint(() => import('./MobileMenu').then((m) => m.MobileMenu))
const AppToaster = loadedAfterFirstPaint(() => import('./toaster').then((m) => m.AppToaster))

/**
 * Toolbar, drawer (fixed, or an overlay under the breakpoint), the screen and the footer (spec §2 Shell). The frame
 * paints first, then the toolbar, menu and screen (`Later`); what the screen's first paint does not need follows it.
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
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
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
            <ScreenCommitted />
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
