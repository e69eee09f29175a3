import { memo, useState } from 'react'
import { Button, Flex, HStack, IconButton, Input, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow, parsePageInput } from './pagination'

interface PagerProps {
  page: number
  last: number
  total: number
  onPage(page: number): void
  /** The pointer or the focus is on a page's button: warm that page's data before the click (intent preloading). */
  onIntent?(page: number): void
}

/** Page-number input and up to 7 page buttons with previous / next (spec §2). Memoised: live row updates pass by. */
export const Pager = memo(function Pager({ page, last, total, onPage, onIntent }: PagerProps) {
  return (
    <Flex as="nav" aria-label="Pagination" wrap="wrap" gap={3} align="center" justify="space-between">
      <PageButtons page={page} last={last} onPage={onPage} onIntent={onIntent} />
      <HStack gap={2}>
        {/* Keyed by page so the box shows the current page again after every move. */}
        <PageInput key={page} page={page} last={last} onPage={onPage} />
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          of {last} · {total} {total === 1 ? 'entry' : 'entries'}
        </Text>
      </HStack>
    </Flex>
  )
})

/** The page buttons change only when the page or the page count does, not with every live change of the total. */
const PageButtons = memo(function PageButtons({ page, last, onPage, onIntent }: Omit<PagerProps, 'total'>) {
  const intent = (n: number) => (onIntent && n !== page && n >= 1 && n <= last ? { onPointerEnter: () => onIntent(n), onFocus: () => onIntent(n) } : {})
  return (
    <HStack gap={1} wrap="wrap">
      <IconButton aria-label="Previous page" size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} {...intent(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, last).map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'ghost'}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => n !== page && onPage(n)}
          {...intent(n)}
        >
          {n}
        </Button>
      ))}
      <IconButton aria-label="Next page" size="sm" variant="ghost" disabled={page >= last} onClick={() => onPage(page + 1)} {...intent(page + 1)}>
        <ChevronRight />
      </IconButton>
    </HStack>
  )
})

function PageInput({ page, last, onPage }: Omit<PagerProps, 'total'>) {
  const [text, setText] = useState(String(page))
  const go = () => {
    const target = parsePageInput(text, last)
    if (target === undefined) setText(String(page))
    else if (target !== page) onPage(target)
    else setText(String(page))
  }
  return (
    <Input
      aria-label="Page number"
      size="sm"
      w="16"
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
