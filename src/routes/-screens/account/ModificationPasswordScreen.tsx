import { Trans } from '@lingui/react/macro'
import { Button, Card, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { accountSecurityLogic } from '@/app/actors/account/account-security'
import { useShellFlow } from '@/app/use-flow'
import { ChangePasswordForm } from '@/ui/account/security/ChangePasswordForm'

export function ModificationPasswordScreen() {
  const flow = useShellFlow(accountSecurityLogic, { input: { page: 'password' } })
  const draft = useSelector(flow, (s) => s.context.draft)
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const changed = useSelector(flow, (s) => s.hasTag('changed'))
  return (
    <Stack>
      <Title order={3}>
        <Trans>修改密码</Trans>
      </Title>
      <Card withBorder>
        <ChangePasswordForm
          values={draft}
          errors={fieldErrors}
          error={error}
          submitting={submitting}
          changed={changed}
          onChange={(field, password) => flow.send({ type: 'password.change', field, password })}
          onSubmit={() => flow.send({ type: 'change.submit' })}
          afterChange={
            <Button variant="light" component={Link} to="/personal/setCenter/accountSet">
              <Trans>返回账户安全</Trans>
            </Button>
          }
        />
      </Card>
    </Stack>
  )
}
