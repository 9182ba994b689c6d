import { Trans } from '@lingui/react/macro'
import { Group, Text } from '@mantine/core'
import type { Verdict } from '@/domain/self-check'

const COLOURS: Record<Verdict, string> = { pass: 'teal.8', warn: 'orange.9', fail: 'red.8' }

/** A tick, an exclamation mark or a cross: the shape says it as well as the colour does. */
function VerdictIcon({ verdict }: { verdict: Verdict }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="10" strokeWidth="2" />
      {verdict === 'pass' ? <path d="M7.5 12.5l3 3 6-6.5" /> : null}
      {verdict === 'warn' ? <path d="M12 7v6M12 16.5v.5" /> : null}
      {verdict === 'fail' ? <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" /> : null}
    </svg>
  )
}

/** A step's verdict as icon and word (通过 / 注意 / 未通过), never as colour alone. */
export function VerdictMark({ verdict }: { verdict: Verdict }) {
  return (
    <Group gap={4} wrap="nowrap" c={COLOURS[verdict]} data-verdict={verdict}>
      <VerdictIcon verdict={verdict} />
      <Text span fw={600} size="sm" c="inherit">
        {verdict === 'pass' ? <Trans>通过</Trans> : verdict === 'warn' ? <Trans>注意</Trans> : <Trans>未通过</Trans>}
      </Text>
    </Group>
  )
}
