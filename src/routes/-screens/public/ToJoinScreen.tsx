import { Trans } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { agencyApplyLogic } from '@/app/actors/public/agency-apply'
import { usePortalFlow } from '@/app/use-flow'
import { InfoPage } from '@/routes/-components/public/InfoPage'
import { PlatformOnly } from '@/routes/-components/public/PlatformOnly'
import { AgencyApplyForm } from '@/ui/public/AgencyApplyForm'

export function ToJoinScreen() {
  return (
    <PlatformOnly>
      <InfoPage heading={<Trans>代理机构入驻申请</Trans>}>
        <Application />
      </InfoPage>
    </PlatformOnly>
  )
}

function Application() {
  const navigate = useNavigate()
  const apply = usePortalFlow(agencyApplyLogic, { input: {} })
  const form = useSelector(apply, (s) => s.context.form)
  const errors = useSelector(apply, (s) => s.context.errors)
  const error = useSelector(apply, (s) => s.context.error)
  const receipt = useSelector(apply, (s) => s.context.receipt)
  const submitted = useSelector(apply, (s) => s.hasTag('submitted'))
  const submitting = useSelector(apply, (s) => s.hasTag('submitting'))

  if (submitted && receipt) {
    return (
      <Alert color="green" title={<Trans>入驻申请已提交</Trans>} role="status">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              {receipt.tenantName}的入驻申请已提交，平台将在3个工作日内完成审核，审核结果将通过短信和电子邮件通知联系人。
            </Trans>
          </Text>
          {receipt.id ? (
            <Text size="sm">
              <Trans>申请编号：{receipt.id}</Trans>
            </Text>
          ) : null}
          <Group>
            <Button size="xs" onClick={() => void navigate({ to: '/' })}>
              <Trans>返回首页</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={() => apply.send({ type: 'agency.restart' })}>
              <Trans>再提交一份申请</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }

  return (
    <Card withBorder padding="lg">
      <AgencyApplyForm
        values={form}
        errors={errors}
        refusal={error}
        submitting={submitting}
        onChange={(field, value) => apply.send({ type: 'agency.edit', field, value })}
        onSubmit={() => apply.send({ type: 'agency.submit' })}
      />
    </Card>
  )
}
