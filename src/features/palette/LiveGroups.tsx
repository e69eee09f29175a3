import { useLiveGroup } from '@/features/live'
import type { ResourceName } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'

/** The live groups of the lists with hits stay open while they show, so their lock badges come and go live. */
export function LiveGroups({ names }: { names: readonly ResourceName[] }) {
  return names.map((name) => <LiveGroup key={name} name={name} />)
}

function LiveGroup({ name }: { name: ResourceName }) {
  useLiveGroup(linkedResource(name))
  return null
}
