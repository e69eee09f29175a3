import { Table, type TableRowProps } from '@chakra-ui/react'
import type { RowMotion } from '@/features/live'

interface BodyRowProps extends TableRowProps {
  /** The table's row motion, once loaded with the first live event. */
  motion: RowMotion | undefined
  /** Added live: fades in. */
  entering?: boolean
  /** Deleted live: fades out. */
  leaving?: boolean
}

/** A table body row: a plain row until live motion is loaded, then a LiveRow that Chakra styles through asChild. */
export function BodyRow({ motion, entering, leaving, children, ...props }: BodyRowProps) {
  if (!motion) return <Table.Row {...props}>{children}</Table.Row>
  return (
    <Table.Row asChild {...props}>
      <motion.LiveRow group={motion.group} data-live-motion="" entering={entering} leaving={leaving}>
        {children}
      </motion.LiveRow>
    </Table.Row>
  )
}
