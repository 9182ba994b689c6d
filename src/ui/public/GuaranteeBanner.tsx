import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import classes from './GuaranteeBanner.module.css'

/**
 * The scrolling banner of spec 000 §2.3 / 001 §1 (width 820): the electronic guarantee-letter
 * service, so bidders need no paper guarantee. It stops while pointed at or focused, and stands
 * still for visitors who ask for less motion. The text runs twice so the loop has no gap; the
 * second copy is hidden from screen readers.
 */
export function GuaranteeBanner() {
  const { t } = useLingui()
  const line = (
    <Trans>电子保函服务已上线：投标保证金可在线办理电子保函，无需再开具纸质保函，出函快、费率低、全程线上办理。</Trans>
  )
  return (
    <section className={classes.banner} aria-label={t`电子保函服务`}>
      <div className={classes.track}>
        <Text className={classes.item} size="sm" fw={500}>
          {line}
        </Text>
        <Text className={classes.item} size="sm" fw={500} aria-hidden>
          {line}
        </Text>
      </div>
    </section>
  )
}
