import { Link } from '@tanstack/react-router'
import { GitBranch } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { declarationOf } from '@/features/resources/registry'
import { buttonClassName } from '@/ui/Button'
import { useLingui } from '@lingui/react'

/**
 * Opens the recipes list narrowed to the variants of one recipe (`?parentId=`; see docs/decisions.md, "Lists without a
 * parent").
 */
export function VariantsLink({ recipeId, title }: { recipeId: Id; title: string }) {
  const { _ } = useLingui()
  return (
    <Link
      className={buttonClassName({ variant: 'outline', size: 'sm' })}
      aria-label={_('Variants of {title}', { title })}
      to={declarationOf('recipes').screen.path}
      // The id as it is: the router writes a string of digits JSON-quoted (`?parentId=%221%22`), a number plainly.
      search={{ parentId: recipeId }}
    >
      <GitBranch aria-hidden />
      {_('Variants')}
    </Link>
  )
}
