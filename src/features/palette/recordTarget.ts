/** Where a record lives and what names it: shared with the bell, so it sits with the resources. */
export { listHrefOf, parentIdOf, titleOf, withEdit } from '@/features/resources/recordTarget'
