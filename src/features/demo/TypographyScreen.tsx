import { cx } from '@/ui/cx'
import { demoClass, typographyClass as s } from './demo.styles'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

const BODY_SIZES = ['xl', 'lg', 'md', 'sm', 'xs'] as const

/** Demo: the theme's type scale (see docs/decisions.md, "Profile and demo screens"). */
export function TypographyScreen() {
  return (
    <div className={demoClass.page}>
      <div className={s.sheet}>
        <div>
          <p className={s.label}>Headings</p>
          <div className={demoClass.stack3}>
            {HEADINGS.map((Tag) => (
              <Tag key={Tag} className={s.heading[Tag]}>
                <code className={cx(s.code, s.tag, s.tagMiddle)}>{Tag}</code>A balanced breakfast keeps you going
              </Tag>
            ))}
          </div>
        </div>
        <hr className={s.separator} />
        <div>
          <p className={s.label}>Body text</p>
          <div className={demoClass.stack3}>
            {BODY_SIZES.map((size) => (
              <p key={size} className={s.body[size]}>
                <code className={cx(s.code, s.tag)}>{size}</code>
                Oats, yoghurt and berries give fibre, protein and vitamins for the morning.
              </p>
            ))}
          </div>
        </div>
        <hr className={s.separator} />
        <div>
          <p className={s.label}>Emphasis</p>
          <p>
            <strong className={s.strong}>Bold</strong>, <em className={s.em}>italic</em>,{' '}
            <span className={s.underline}>underlined</span> and <code className={s.code}>inline code</code>.
          </p>
          <blockquote className={s.quote}>“Let food be thy medicine and medicine be thy food.”</blockquote>
        </div>
      </div>
    </div>
  )
}
