import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'
import { semanticTokenOverrides } from './overrides'

/**
 * Chakra's default theme with only the recipes the screens still rendered by Chakra's runtime use (the dialogs, the
 * form inputs, the dashboard, the profile and the demo screens; README "Styling"): the full set would add about 9 KiB
 * gzip to those screens. The shell, the lists and /login use the kit (src/ui), whose styles Panda generates at build
 * time from the same tokens and recipes. A Chakra component whose recipe is missing here renders
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
        button: buttonRecipe, code: codeRecipe, heading: headingRecipe, input: inputRecipe, separator: separatorRecipe,
        skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe, icon: iconRecipe, checkmark: checkmarkRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe,
        field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe,
        stat: statSlotRecipe, toast: toastSlotRecipe,
      },
    },
  }),
  { theme: { semanticTokens: semanticTokenOverrides } },
)
