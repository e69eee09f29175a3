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
import { useLingui } from '@lingui/react'
import { isLocale, LOCALES, type Locale } from '@/i18n/locale'
import { currentLocale } from './language'
import { ToolbarPopover } from './ToolbarPopover'
import { cx } from '@/ui/cx'
import { paletteClass } from '@/ui/palette'
import { settingsStyles as s } from './SettingsPanel.styles'

const colorKeys = Object.keys(SIDEBAR_COLORS) as SidebarColor[]
const imageKeys = Object.keys(SIDEBAR_IMAGES) as SidebarImage[]
const schemeKeys = Object.keys(COLOR_SCHEMES) as ColorScheme[]
/** Each language by its own name, so a person who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' }
const languageKeys = [...LOCALES].sort((a, b) => LANGUAGE_NAMES[a].localeCompare(LANGUAGE_NAMES[b]))

/** A fieldset of native radios (arrow keys move the choice); `palette` (a class) colours the checked mark and ring. */
function Choices<K extends string>({
  legend,
  keys,
  value,
  palette,
  labelOf,
  swatchOf,
  langOf,
  onChange,
}: {
  legend: string
  keys: readonly K[]
  value: K
  palette: string
  labelOf(key: K): string
  /** The palette class of the key's swatch, if it has one. */
  swatchOf?(key: K): string
  /** The language a label is written in, when it is not the interface's. */
  langOf?(key: K): string
  onChange(value: string): void
}) {
  const name = useId()
  return (
    <fieldset className={palette}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.choices}>
        {keys.map((k) => (
          <label key={k} className={s.choice} lang={langOf?.(k)}>
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

/** Language, colour scheme, sidebar colour and image, remembered in localStorage; each applies at once. */
export function SettingsPanel() {
  const settings = useShellSettings()
  const { color, image, scheme } = settings
  const { _ } = useLingui()
  return (
    <ToolbarPopover label={_('Settings')} title={_('Settings')} icon={<Settings aria-hidden />} maxWidth={300}>
      <div className={s.root}>
        <Choices
          legend={_('Language')}
          keys={languageKeys}
          value={currentLocale(settings)}
          palette={paletteClass.neutral}
          labelOf={(k) => LANGUAGE_NAMES[k]}
          langOf={(k) => k}
          onChange={(v) => isLocale(v) && settingsStore.update({ language: v })}
        />
        <Choices
          legend={_('Colour scheme')}
          keys={schemeKeys}
          value={scheme}
          palette={paletteClass.neutral}
          labelOf={(k) => _(COLOR_SCHEMES[k].label)}
          onChange={(v) => isColorScheme(v) && settingsStore.update({ scheme: v })}
        />
        <Choices
          legend={_('Sidebar colour')}
          keys={colorKeys}
          value={color}
          palette={SIDEBAR_COLORS[color].paletteClass}
          labelOf={(k) => _(SIDEBAR_COLORS[k].label)}
          swatchOf={(k) => SIDEBAR_COLORS[k].paletteClass}
          onChange={(v) => isSidebarColor(v) && settingsStore.update({ color: v })}
        />
        <Choices
          legend={_('Sidebar image')}
          keys={imageKeys}
          value={image}
          palette={paletteClass.neutral}
          labelOf={(k) => _(SIDEBAR_IMAGES[k].label)}
          onChange={(v) => isSidebarImage(v) && settingsStore.update({ image: v })}
        />
      </div>
    </ToolbarPopover>
  )
}
