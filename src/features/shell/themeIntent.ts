import { useRouter, type AnyRoute } from '@tanstack/react-router'
import { loadChakra } from '@/theme/Themed'

/**
 * For a link's pointer and focus intent: when its screen is not plain, Chakra's runtime starts loading then (beside
 * the screen's chunks, which the router preloads on intent), so the screen does not wait for it after the click.
 */
export function useThemeIntent(): (to: string) => void {
  const router = useRouter()
  return (to) => {
    const byPath = router.routesByPath
    const route: AnyRoute | undefined = Object.hasOwn(byPath, to) ? byPath[to as keyof typeof byPath] : undefined
    if (route && route.options.staticData?.plain !== true) void loadChakra()
  }
}
