import { Box, Fieldset, IconButton, Popover, Portal, RadioGroup, Stack } from '@chakra-ui/react'
import { Settings } from 'lucide-react'
import {
  SIDEBAR_COLORS,
  SIDEBAR_IMAGES,
  isSidebarColor,
  isSidebarImage,
  settingsStore,
  useShellSettings,
  type SidebarColor,
  type SidebarImage,
} from './settings'

const colorKeys = Object.keys(SIDEBAR_COLORS) as SidebarColor[]
const imageKeys = Object.keys(SIDEBAR_IMAGES) as SidebarImage[]

function Choice({ value, label, swatch }: { value: string; label: string; swatch?: string }) {
  return (
    <RadioGroup.Item value={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      {swatch && <Box aria-hidden w={3} h={3} rounded="full" bg={swatch} />}
      <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  )
}

/** Sidebar colour and image, remembered in localStorage (spec §2 Shell). */
export function SettingsPanel() {
  const { color, image } = useShellSettings()
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label="Settings" variant="ghost">
          <Settings aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="min(300px, calc(100vw - 16px))">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb={3}>Settings</Popover.Title>
              <Stack gap={4}>
                <Fieldset.Root>
                  <Fieldset.Legend>Sidebar colour</Fieldset.Legend>
                  <RadioGroup.Root
                    size="sm"
                    colorPalette={SIDEBAR_COLORS[color].palette}
                    value={color}
                    onValueChange={(d) => isSidebarColor(d.value) && settingsStore.update({ color: d.value })}
                  >
                    <Stack gap={2} mt={2}>
                      {colorKeys.map((k) => (
                        <Choice key={k} value={k} label={SIDEBAR_COLORS[k].label} swatch={`${SIDEBAR_COLORS[k].palette}.800`} />
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
                <Fieldset.Root>
                  <Fieldset.Legend>Sidebar image</Fieldset.Legend>
                  <RadioGroup.Root
                    size="sm"
                    value={image}
                    onValueChange={(d) => isSidebarImage(d.value) && settingsStore.update({ image: d.value })}
                  >
                    <Stack gap={2} mt={2}>
                      {imageKeys.map((k) => (
                        <Choice key={k} value={k} label={SIDEBAR_IMAGES[k].label} />
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Fieldset.Root>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
