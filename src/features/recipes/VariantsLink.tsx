import { Link } from '@tanstack/react-router'
import { GitBranch } from 'lucide-react'
import type { Id } from '@/api/queryKeys'
import { declarationOf } from '@/features/resources/registry'
import '@/theme/controls.css'

/** Opens the recipes list narrowed to the variants of one recipe (`?parentId=`, design §8.10). */
export function VariantsLink({ recipeId, title }: { recipeId: Id; title: string }) {
  return (
    <Link
      className="nc-control-button nc-control-button--xs nc-control-button--outline"
      aria-label={`Variants of ${title}`}
      to={declarationOf('recipes').screen.path}
      search={{ parentId: String(recipeId) }}
    >
      <GitBranch aria-hidden />
      Variants
    </Link>
  )
}
