import { cx } from '@/ui/cx'
import { demoClass, typographyClass as s } from './demo.styles'
import { useLingui } from '@lingui/react'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

const BODY_SIZES = ['xl', 'lg', 'md', 'sm', 'xs'] as const

/** Demo: the theme's type scale (see docs/decisions.md, "Profile and demo screens"). */
export function TypographyScreen() {
  const { _ } = useLingui()
  return (
    <div className={demoClass.page}>
      <div className={s.sheet}>
        <div>
          <p className={s.label}>{_('Headings')}</p>
          <div className={demoClass.stack3}>
            {HEADINGS.map((Tag) => (
              <Tag key={Tag} className={s.heading[Tag]}>
                <code className={cx(s.code, s.tag, s.tagMiddle)}>{Tag}</code>
                {_('A balanced breakfast keeps you going')}
              </Tag>
            ))}
          </div>
        </div>
        <hr className={s.separator} />
        <div>
          <p className={s.label}>{_('Body text')}</p>
          <div className={demoClass.stack3}>
            {BODY_SIZES.map((size) => (
              <p key={size} className={s.body[size]}>
                <code className={cx(s.code, s.tag)}>{size}</code>
                {_('Oats, yoghurt and berries give fibre, protein and vitamins for the morning.')}
              </p>
            ))}
          </div>
        </div>
        <hr className={s.separator} />
        <div>
          <p className={s.label}>{_('Emphasis')}</p>
          <p>
            <strong className={s.strong}>{_('Bold')}</strong>, <em className={s.em}>{_('italic')}</em>,{' '}
            <span className={s.underline}>{_('underlined')}</span> {_('and')}{' '}
            <code className={s.code}>{_('inline code')}</code>.
          </p>
          <blockquote className={s.quote}>{_('“Let food be thy medicine and medicine be thy food.”')}</blockquote>
        </div>
      </div>
    </div>
  )
}
