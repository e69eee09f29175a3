import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { sessionStore } from '@/api/session'
import type { ResourceName } from '@/features/resources/declaration'
import { linkedResource } from '@/features/resources/linkedResource'
import { isRecordId, parseId } from '@/features/resources/parseId'
import { detailQueryOptions } from '@/features/resources/queries'
import { rememberRecent } from './recentRecords'
import { parentIdOf, titleOf } from '@/features/resources/recordTarget'

/**
 * Remembers the record whose edit dialog the address opens (`?edit=<id>` on its list), with its title, for the
 * palette's "Opened last". It reads the dialog's own detail query (the same key: no second request). It comes with
 * the launcher, not as a lazy chunk: a dialog closed before such a chunk arrived was never remembered.
 */
export function RecentRecorder({ name, edit }: { name: ResourceName; edit: string }) {
  const resource = linkedResource(name)
  const id = parseId(edit)
  const record = useQuery({ ...detailQueryOptions(resource, id), enabled: isRecordId(id) }).data
  useEffect(() => {
    if (!record || String(record.id) !== String(id)) return
    const parentId = parentIdOf(resource, record)
    rememberRecent(sessionStore.get().username, {
      resource: name,
      id: record.id,
      title: titleOf(resource, record),
      ...(parentId === undefined ? {} : { parentId }),
    })
  }, [record, id, name, resource])
  return null
}
