import { ncRowDetails } from 'styled-system/recipes'

/** What a declaration's view shows under an expanded row (questions' choices, a patient's details): Chakra's Text,
 * List and DataList (horizontal, sm). */
export const rowDetailsStyles = ncRowDetails()
