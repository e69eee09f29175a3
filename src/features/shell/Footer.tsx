import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '@/config'
import { footerStyles as s } from './Footer.styles'

export function Footer() {
  return (
    <footer className={s.root}>
      <Link to="/" className={s.home}>
        Home
      </Link>
      <p>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  )
}
