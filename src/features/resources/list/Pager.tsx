import { memo, useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow, parsePageInput } from './pagination'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'
import { Input } from '@/ui/Input'
import { pagerStyles as s } from './Pager.styles'
import { useLingui } from '@lingui/react'

interface PagerProps {
  page: number
  last: number
  total: number
  onPage(page: number): void
  /** The pointer or the focus is on a page's button: warm that page's data before the click (intent preloading). */
  onIntent?(page: number): void
}

/** Page-number input and up to 7 page buttons with previous / next. Memoised: live row updates pass by. */
export const Pager = memo(function Pager({ page, last, total, onPage, onIntent }: PagerProps) {
  const { _ } = useLingui()
  return (
    <nav aria-label={_('Pagination')} className={s.root}>
      <PageButtons page={page} last={last} onPage={onPage} onIntent={onIntent} />
      <div className={s.position}>
        {/* Keyed by page so the box shows the current page again after every move. */}
        <PageInput key={page} page={page} last={last} onPage={onPage} />
        <p className={s.count}>
          {/* No ICU plural here: its Intl formatters cost a list's first render a long task on a phone. */}
          {total === 1
            ? _('of {last} · {total} entry', { last, total })
            : _('of {last} · {total} entries', { last, total })}
        </p>
      </div>
    </nav>
  )
})

/** The page buttons change only when the page or the page count does, not with every live change of the total. */
const PageButtons = memo(function PageButtons({ page, last, onPage, onIntent }: Omit<PagerProps, 'total'>) {
  const { _ } = useLingui()
  const intent = (n: number) =>
    onIntent && n !== page && n >= 1 && n <= last
      ? { onPointerEnter: () => onIntent(n), onFocus: () => onIntent(n) }
      : {}
  return (
    <div className={s.buttons}>
      <IconButton
        size="sm"
        className={s.button}
        aria-label={_('Previous page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        {...intent(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, last).map((n) => (
        // The current page is a solid button in the primary colour, like Add and Save.
        <Button
          key={n}
          size="sm"
          className={s.button}
          variant={n === page ? 'solid' : 'ghost'}
          aria-label={_('Page {n}', { n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => n !== page && onPage(n)}
          {...intent(n)}
        >
          {n}
        </Button>
      ))}
      <IconButton
        size="sm"
        className={s.button}
        aria-label={_('Next page')}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        {...intent(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </div>
  )
})

function PageInput({ page, last, onPage }: Omit<PagerProps, 'total'>) {
  const { _ } = useLingui()
  const [text, setText] = useState(String(page))
  const go = () => {
    const target = parsePageInput(text, last)
    if (target === undefined) setText(String(page))
    else if (target !== page) onPage(target)
    else setText(String(page))
  }
  return (
    <Input
      size="sm"
      className={s.input}
      aria-label={_('Page number')}
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={go}
      onKeyDown={(e) => {
        if (e.key === 'Enter') go()
      }}
    />
  )
}
