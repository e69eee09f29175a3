import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'
import { semanticTokenOverrides } from './overrides'

/**
 * Chakra's default theme with only the recipes the console's components use: the full set would add about 9 KiB
 * gzip to every signed-in page (design §8.33; /login loads no Chakra, and plain.css copies the few values its
 * screens use, checked against this theme by plain.test.ts). A Chakra component whose recipe is missing here renders
 * unstyled; add its recipe (from '@chakra-ui/react/theme') when you start using it. Only these recipes reach the
 * bundle because vite.config.ts marks Chakra's defineConfig pure (issue 12); every other recipe is left out, among
 * them accordion, avatar, breadcrumb, menu, select, switch, tabs, tag, kbd, link and the date, colour and combobox
 * pickers.
 */
export const system = createSystem(
  mergeConfigs(defaultBaseConfig, {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe, button: buttonRecipe, code: codeRecipe, heading: headingRecipe, input: inputRecipe,
        inputAddon: inputAddonRecipe, separator: separatorRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe,
        textarea: textareaRecipe, icon: iconRecipe, checkmark: checkmarkRecipe, radiomark: radiomarkRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe, dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe, nativeSelect: nativeSelectSlotRecipe, popover: popoverSlotRecipe, progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe, stat: statSlotRecipe, table: tableSlotRecipe, toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
  { theme: { semanticTokens: semanticTokenOverrides } },
)
