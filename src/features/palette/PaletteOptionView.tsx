import { Lock } from 'lucide-react'
import type { BaseRecord } from '@/api/record'
import { useRowLock } from '@/features/live'
import type { ResourceDeclaration, ResourceName } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'
import { holderName } from '@/features/resources/rows/locks/holderName'
import { useLingui } from '@lingui/react'
import { paletteStyles as s } from './CommandPalette.styles'
import type { PaletteOption, Section } from './paletteOptions'
import { ParentTrail } from './ParentTrail'

const SECTION_TITLES: Record<Section, string> = {
  screens: 'Screens',
  actions: 'Actions',
  recent: 'Opened last',
  records: 'Records',
}

/** An option's words: its title, then the resource and where the record lives, and a lock when someone edits it. */
export function PaletteOptionView({ option, sectionStart }: { option: PaletteOption; sectionStart: boolean }) {
  const { _ } = useLingui()
  const { resource, record } = option
  return (
    <>
      {/* Shown above a section's first option; its words are in each option's name already (the resource). */}
      {sectionStart && (
        <span className={s.section} aria-hidden>
          {_(SECTION_TITLES[option.section])}
        </span>
      )}
      <span className={s.title}>
        {option.section === 'screens'
          ? _(option.title)
          : option.section === 'actions' && resource
            ? _('New {suffix}', { suffix: _(resource.suffix) })
            : option.title}
      </span>
      {resource && option.section !== 'actions' && (
        <span className={s.where}>
          {_(resource.title)}
          {record && (
            <>
              {resource.parent && <span aria-hidden> · </span>}
              <ParentTrail resource={resource} record={record} /> <LockNote resource={resource} record={record} />
            </>
          )}
        </span>
      )}
    </>
  )
}

/** The live lock store's entry for the record: who is editing it now. */
function LockNote({ resource, record }: { resource: ResourceDeclaration; record: BaseRecord }) {
  const { _ } = useLingui()
  const lock = useRowLock(linkedResource(resource.name as ResourceName), record.id)
  if (!lock) return null
  return (
    <span className={s.lock}>
      <Lock aria-hidden />
      {_('Locked by {editor}', { editor: holderName(lock) })}
    </span>
  )
}
