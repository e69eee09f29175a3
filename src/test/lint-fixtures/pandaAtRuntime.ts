import { css } from 'styled-system/css'

export const title = css({ fontWeight: 'bold' })
