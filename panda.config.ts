import { defineConfig } from '@pandacss/dev'
import chakraPreset from '@chakra-ui/panda-preset'
import { semanticTokenOverrides } from './src/theme/overrides'
import { ncLoginRecipe } from './src/features/auth/LoginScreen.recipe'
import { ncLiveStatusRecipe } from './src/features/live/LiveStatus.recipe'
import { ncCouponRecipe } from './src/features/promotions/CouponDownloadButton.recipe'
import { ncExportPanelRecipe } from './src/features/resources/export/ExportPanel.recipe'
import { ncListHeadingRecipe } from './src/features/resources/list/ListHeading.recipe'
import { ncListToolbarRecipe } from './src/features/resources/list/ListToolbar.recipe'
import { ncPagerRecipe } from './src/features/resources/list/Pager.recipe'
import { ncListScreenRecipe } from './src/features/resources/list/ResourceListScreen.recipe'
import { ncResourceTableRecipe } from './src/features/resources/list/ResourceTable.recipe'
import { ncRowLockRecipe } from './src/features/resources/rows/RowLockBadge.recipe'
import { ncRowDetailsRecipe } from './src/features/resources/list/rowDetails.recipe'
import { ncErrorScreenRecipe } from './src/features/shell/ErrorScreens.recipe'
import { ncFooterRecipe } from './src/features/shell/Footer.recipe'
import { ncHomeRecipe } from './src/features/shell/HomeOrPortions.recipe'
import { ncMobileMenuRecipe } from './src/features/shell/MobileMenu.recipe'
import { ncBellRecipe } from './src/features/shell/NotificationBell.recipe'
import { ncSettingsRecipe } from './src/features/shell/SettingsPanel.recipe'
import { ncShellRecipe } from './src/features/shell/Shell.recipe'
import { ncSidebarRecipe } from './src/features/shell/Sidebar.recipe'
import { ncToolbarRecipe } from './src/features/shell/Toolbar.recipe'
import { ncToolbarPopoverRecipe } from './src/features/shell/ToolbarPopover.recipe'

/**
 * The kit's styles (src/ui), generated when the console is built: Chakra 3.37's tokens and recipes through
 * `@chakra-ui/panda-preset`, with the console's theme (src/theme: its overrides and colour roles), emitted as static
 * CSS in cascade layers. No style work happens in the browser.
 */
export default defineConfig({
  presets: ['@pandacss/preset-base', chakraPreset],
  preflight: true,
  // Short class names: the kit's class names are strings in the JavaScript (build/staticStyles.ts), and the first
  // loads' budgets count every byte. The variables keep readable names: source text names them (the first-paint
  // shell in build/firstPaintShell.ts) and the build keeps what it names (build/pruneUnusedTokens.ts).
  hash: { className: true, cssVar: false },
  // Chakra's variable names (`--chakra-colors-…`), as the preset's tokens and those names in source expect.
  prefix: { cssVar: 'chakra' },
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/routeTree.gen.ts'],
  outdir: 'styled-system',
  // The colour modes: the dark class on <html> (src/features/shell/colorScheme.ts), light also the root's default,
  // so the tokens' `_light` and `_dark` values land on those selectors.
  conditions: { extend: { light: ':root &, .light &', dark: '.dark &, .dark .chakra-theme:not(.light) &' } },
  // One focus ring of 2 px on every control: Chakra draws its inputs' and selects' ring at 1 px inside the border
  // (`--focus-ring-width`), which a select whose border keeps its colour shows as a hairline (WCAG 1.4.11).
  globalCss: { extend: { ':root': { '--focus-ring-width': '2px' } } },
  theme: {
    extend: {
      semanticTokens: semanticTokenOverrides,
      // The console's own components, one slot recipe each (a `*.recipe.ts` beside the component): one class per part
      // instead of a list of atomic classes, so the class names the first loads carry stay short.
      slotRecipes: {
        ncLogin: ncLoginRecipe,
        ncLiveStatus: ncLiveStatusRecipe,
        ncCoupon: ncCouponRecipe,
        ncExportPanel: ncExportPanelRecipe,
        ncListHeading: ncListHeadingRecipe,
        ncListToolbar: ncListToolbarRecipe,
        ncPager: ncPagerRecipe,
        ncListScreen: ncListScreenRecipe,
        ncResourceTable: ncResourceTableRecipe,
        ncRowLock: ncRowLockRecipe,
        ncRowDetails: ncRowDetailsRecipe,
        ncErrorScreen: ncErrorScreenRecipe,
        ncFooter: ncFooterRecipe,
        ncHome: ncHomeRecipe,
        ncMobileMenu: ncMobileMenuRecipe,
        ncBell: ncBellRecipe,
        ncSettings: ncSettingsRecipe,
        ncShell: ncShellRecipe,
        ncSidebar: ncSidebarRecipe,
        ncToolbar: ncToolbarRecipe,
        ncToolbarPopover: ncToolbarPopoverRecipe,
      },
    },
  },
  // The kit passes variants through props, which the extractor cannot follow: it emits every variant it offers.
  staticCss: {
    recipes: {
      button: [{ variant: ['solid', 'outline', 'ghost', 'subtle'], size: ['xs', 'sm', 'md'] }],
      input: [{ size: ['xs', 'sm', 'md'] }],
      textarea: [{ size: ['xs', 'sm', 'md'] }],
      nativeSelect: [{ size: ['xs', 'sm', 'md'] }],
    },
  },
})
