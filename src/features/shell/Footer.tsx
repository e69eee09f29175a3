import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '@/config'
import { footerStyles as s } from './Footer.styles'
import { useLingui } from '@lingui/react'

export function Footer() {
  const { _ } = useLingui()
  return (
    <footer className={s.root}>
      <Link to="/" className={s.home}>
        {_('Home')}
      </Link>
      <p>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  )
}
