import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Text } from '@mantine/core'
import classes from './GuaranteeBanner.module.css'
import { followInApp } from './PublicHeader'
import { safeHref } from '@/validation/safe-url'

export interface GuaranteeBannerProps {
  /** Where the guarantee-letter service is: the supplier's guarantees, or sign-in on the way there. */
  href: string
  /** In-app navigation for the link (it stays a real link for a new tab or a copied address). */
  onNavigate: (href: string) => void
}

/**
 * The scrolling banner of spec 000 §2.3 / 001 §1 (width 820): the electronic guarantee-letter
 * service, so bidders need no paper guarantee. The link to the service stands still beside the
 * text, so it can be reached by keyboard; the text stops while the banner is pointed at or the link
 * is focused, and stands still for visitors who ask for less motion. The text runs twice so the
 * loop has no gap; the second copy is hidden from screen readers.
 */
export function GuaranteeBanner({ href, onNavigate }: GuaranteeBannerProps) {
  const { t } = useLingui()
  const line = (
    <Trans>电子保函服务已上线：投标保证金可在线办理电子保函，无需再开具纸质保函，出函快、费率低、全程线上办理。</Trans>
  )
  return (
    <section className={classes.banner} aria-label={t`电子保函服务`}>
      <div className={classes.viewport}>
        <div className={classes.track}>
          <Text className={classes.item} size="sm" fw={500}>
            {line}
          </Text>
          <Text className={classes.item} size="sm" fw={500} aria-hidden>
            {line}
          </Text>
        </div>
      </div>
      <Anchor className={classes.link} href={safeHref(href)} size="sm" fw={600} onClick={(event) => followInApp(event, () => onNavigate(href))}>
        <Trans>办理电子保函</Trans>
      </Anchor>
    </section>
  )
}
