import { ncRowDetails } from 'styled-system/recipes'

/** What a declaration's view shows under an expanded row (questions' choices, a patient's details): text,
 * a list and a horizontal list of terms and values, small. */
export const rowDetailsStyles = ncRowDetails()
