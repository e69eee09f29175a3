import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '@/config'
import './Footer.css'

export function Footer() {
  return (
    <footer className="nc-footer">
      <Link to="/" className="nc-footer__home">Home</Link>
      <p>© {new Date().getFullYear()} {PRODUCT_NAME}</p>
    </footer>
  )
}
