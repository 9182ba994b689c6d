import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { usePortal } from '@/app/portal-context'
import { lastSelfCheck, projectsFailingSelfCheck } from '@/app/self-check-store'
import { useShell } from '@/routes/-components/use-shell'
import { formatDateTime } from '@/ui/format/date'
import { VerdictMark } from '@/ui/self-check/VerdictMark'

/** The signed-in supplier's last self-check, as this PC kept it (decision 069): read once per supplier, not per row. */
function useLastSelfCheck() {
  const { storage } = usePortal()
  const { profile } = useShell()
  const supplierId = useSelector(profile, (s) => s.context.profile?.user.supplierId ?? null)
  return useMemo(() => (supplierId ? lastSelfCheck(storage, supplierId) : null), [storage, supplierId])
}

/** The projects the last self-check found not ready, for 我的投标 to mark. */
export function useSelfCheckFailures(): ReadonlySet<string> {
  const last = useLastSelfCheck()
  return useMemo(() => projectsFailingSelfCheck(last), [last])
}

/** Beside a project of 我的投标 whose last self-check failed: said in words, with the way back to the check. */
export function SelfCheckFailedMark({ failed }: { failed: boolean }) {
  if (!failed) return null
  return (
    <Anchor size="sm" c="red.8" renderRoot={(props) => <Link {...props} to="/electronicOpening/selfCheck" />}>
      <Group gap={4} wrap="nowrap" component="span">
        <VerdictMark verdict="fail" />
        <Text span size="sm" c="inherit">
          <Trans>开标前自检</Trans>
        </Text>
      </Group>
    </Anchor>
  )
}

/** Under 我的投标: the way to the opening-day self-check, with the last result when there is one. */
export function SelfCheckEntry() {
  const { t } = useLingui()
  const last = useLastSelfCheck()
  const at = last?.at ? formatDateTime(last.at) : ''
  return (
    <Group gap="xs" mt="sm" wrap="wrap">
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/electronicOpening/selfCheck" />}>
        <Trans>开标前自检</Trans>
      </Anchor>
      {last ? (
        <Group gap={4} wrap="nowrap" aria-label={t`上次自检结果`} role="group">
          <Text size="sm" c="dimmed">
            {at ? <Trans>上次自检：{at}</Trans> : <Trans>上次自检</Trans>}
          </Text>
          <VerdictMark verdict={last.overall} />
        </Group>
      ) : null}
    </Group>
  )
}
