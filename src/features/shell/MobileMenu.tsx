import { CloseButton, Drawer, Portal, VisuallyHidden } from '@chakra-ui/react'
import { DRAWER_WIDTH } from '@/config'
import { Sidebar } from './Sidebar'

/** The menu as an overlay drawer under the breakpoint (spec §2 Shell). */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={`${DRAWER_WIDTH}px`} maxW={`${DRAWER_WIDTH}px`}>
            <VisuallyHidden asChild>
              <Drawer.Title>Menu</Drawer.Title>
            </VisuallyHidden>
            <Sidebar onNavigate={() => onOpenChange(false)} />
            <Drawer.CloseTrigger asChild position="absolute" top={2} right={2}>
              <CloseButton aria-label="Close menu" color="white" _hover={{ bg: 'whiteAlpha.300' }} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
