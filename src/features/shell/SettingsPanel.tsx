import { useId } from 'react'
import { Settings } from 'lucide-react'
import {
  COLOR_SCHEMES,
  SIDEBAR_COLORS,
  SIDEBAR_IMAGES,
  isColorScheme,
  isSidebarColor,
  isSidebarImage,
  settingsStore,
  useShellSettings,
  type ColorScheme,
  type SidebarColor,
  type SidebarImage,
} from './settings'
import { ToolbarPopover } from './ToolbarPopover'
import { cx } from '@/ui/cx'
import { paletteClass } from '@/ui/palette'
import { settingsStyles as s } from './SettingsPanel.styles'

const colorKeys = Object.keys(SIDEBAR_COLORS) as SidebarColor[]
const imageKeys = Object.keys(SIDEBAR_IMAGES) as SidebarImage[]
const schemeKeys = Object.keys(COLOR_SCHEMES) as ColorScheme[]

/** A fieldset of native radios (arrow keys move the choice); `palette` (a class) colours the checked mark and ring. */
function Choices<K extends string>({
  legend,
  keys,
  value,
  palette,
  labelOf,
  swatchOf,
  onChange,
}: {
  legend: string
  keys: readonly K[]
  value: K
  palette: string
  labelOf(key: K): string
  /** The palette class of the key's swatch, if it has one. */
  swatchOf?(key: K): string
  onChange(value: string): void
}) {
  const name = useId()
  return (
    <fieldset className={palette}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.choices}>
        {keys.map((k) => (
          <label key={k} className={s.choice}>
            <input
              type="radio"
              className={s.radio}
              name={name}
              value={k}
              checked={k === value}
              onChange={(e) => onChange(e.target.value)}
            />
            {swatchOf && <span aria-hidden className={cx(s.swatch, swatchOf(k))} />}
            {labelOf(k)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Colour scheme, sidebar colour and image, remembered in localStorage. */
export function SettingsPanel() {
  const { color, image, scheme } = useShellSettings()
  return (
    <ToolbarPopover label="Settings" title="Settings" icon={<Settings aria-hidden />} maxWidth={300}>
      <div className={s.root}>
        <Choices
          legend="Colour scheme"
          keys={schemeKeys}
          value={scheme}
          palette={paletteClass.neutral}
          labelOf={(k) => COLOR_SCHEMES[k].label}
          onChange={(v) => isColorScheme(v) && settingsStore.update({ scheme: v })}
        />
        <Choices
          legend="Sidebar colour"
          keys={colorKeys}
          value={color}
          palette={SIDEBAR_COLORS[color].paletteClass}
          labelOf={(k) => SIDEBAR_COLORS[k].label}
          swatchOf={(k) => SIDEBAR_COLORS[k].paletteClass}
          onChange={(v) => isSidebarColor(v) && settingsStore.update({ color: v })}
        />
        <Choices
          legend="Sidebar image"
          keys={imageKeys}
          value={image}
          palette={paletteClass.neutral}
          labelOf={(k) => SIDEBAR_IMAGES[k].label}
          onChange={(v) => isSidebarImage(v) && settingsStore.update({ image: v })}
        />
      </div>
    </ToolbarPopover>
  )
}
