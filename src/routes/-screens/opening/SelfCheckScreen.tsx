import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selfCheckLogic } from '@/app/actors/opening/self-check'
import { usePortal } from '@/app/portal-context'
import { useShellFlow } from '@/app/use-flow'
import { SelfCheckForm } from '@/ui/self-check/SelfCheckForm'
import { SelfCheckSteps, type RunningStep } from '@/ui/self-check/SelfCheckSteps'

const STEPS = ['helper', 'clock', 'signing', 'certificate', 'openings'] as const

export function SelfCheckScreen() {
  const { t } = useLingui()
  const { config } = usePortal()
  const check = useShellFlow(selfCheckLogic)
  const pin = useSelector(check, (s) => s.context.pin)
  const error = useSelector(check, (s) => s.context.error)
  const busy = useSelector(check, (s) => s.hasTag('busy') || s.hasTag('loading'))
  const running = useSelector(check, (s): RunningStep => STEPS.find((step) => s.hasTag(`step.${step}`)) ?? null)
  const report = useSelector(check, (s) => s.context.report)
  const last = report ? { overall: report.overall, at: report.at } : null

  return (
    <Stack maw={880}>
      <Title order={2} size="h3">
        <Trans>开标前自检</Trans>
      </Title>
      <SelfCheckForm
        pin={pin}
        error={error}
        busy={busy}
        last={last}
        onPin={(value) => check.send({ type: 'check.pin', pin: value })}
        onRun={() => check.send({ type: 'check.run' })}
      />
      <SelfCheckSteps
        report={report}
        running={running}
        helperUrl={config.caHelperUrl}
        bindLink={
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/CAmanagement/index" search={{ binding: true }} />}>
            <Trans>去绑定证书</Trans>
          </Anchor>
        }
        hallLink={(projectId, projectName) => (
          <Button size="xs" variant="light" aria-label={t`进入开标大厅：${projectName}`} renderRoot={(props) => <Link {...props} to="/electronicOpening" search={{ projectId }} />}>
            <Trans>进入开标大厅</Trans>
          </Button>
        )}
      />
    </Stack>
  )
}
