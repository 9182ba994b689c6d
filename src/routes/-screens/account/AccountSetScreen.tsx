import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { accountSecurityLogic } from '@/app/actors/account/account-security'
import { useShellFlow } from '@/app/use-flow'
import type { Notice } from '@/machines/account/accountSecurity.machine'
import type { smsCodeMachine } from '@/machines/account/smsCode.machine'
import type { SmsState } from '@/ui/account/MobileCodeFields'
import { AccountSecurityPanel } from '@/ui/account/security/AccountSecurityPanel'
import { ChangeContactDialog } from '@/ui/account/security/ChangeContactDialog'
import { PageLoader } from '@/ui/pages/PageLoader'

const NOTICES: Record<Notice, MessageDescriptor> = {
  phoneChanged: msg`手机号码已更换`,
  emailChanged: msg`电子邮箱已修改`,
}

const noSms: SmsState = { sending: false, secondsLeft: 0, sentTo: null, error: null }
const sameSms = (a: SmsState, b: SmsState) => a.sending === b.sending && a.secondsLeft === b.secondsLeft && a.sentTo === b.sentTo && a.error === b.error

/** The code button of one change: the flow's `phoneSms` or `emailSms` child. */
function useChangeSms(flow: AnyActorRef, id: 'phoneSms' | 'emailSms'): SmsState {
  const sms = useSelector(flow, (s) => s.children[id] as ActorRefFrom<typeof smsCodeMachine> | undefined)
  return useSelector(sms, (s) => (s ? { sending: s.hasTag('sending'), secondsLeft: s.context.secondsLeft, sentTo: s.context.sentTo, error: s.context.error } : noSms), sameSms)
}

export function AccountSetScreen() {
  const { i18n } = useLingui()
  const flow = useShellFlow(accountSecurityLogic, { input: { page: 'overview' } })
  const phoneSms = useChangeSms(flow, 'phoneSms')
  const emailSms = useChangeSms(flow, 'emailSms')
  const account = useSelector(flow, (s) => s.context.account)
  const draft = useSelector(flow, (s) => s.context.draft)
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const notice = useSelector(flow, (s) => s.context.notice)
  const kind = useSelector(flow, (s) => (s.hasTag('changingPhone') ? 'phone' : s.hasTag('changingEmail') ? 'email' : null))
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))

  return (
    <Stack>
      <Title order={3}>
        <Trans>账户安全</Trans>
      </Title>
      {loading ? <PageLoader label={msg`正在读取账户信息`} /> : null}
      {failed ? (
        <Alert color="red" role="alert" title={<Trans>账户信息加载失败</Trans>}>
          {error ? <Text size="sm">{i18n._(error)}</Text> : null}
          <Button mt="sm" size="xs" variant="light" onClick={() => flow.send({ type: 'account.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : null}
      {notice && kind === null ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={i18n._(msg`关闭提示`)} onClose={() => flow.send({ type: 'notice.dismiss' })}>
          {i18n._(NOTICES[notice])}
        </Alert>
      ) : null}
      {account ? (
        <AccountSecurityPanel
          phone={account.phone}
          email={account.email}
          onChangePhone={() => flow.send({ type: 'phone.open' })}
          onChangeEmail={() => flow.send({ type: 'email.open' })}
          passwordAction={
            <Button variant="light" component={Link} to="/modificationPassword/index">
              <Trans>修改密码</Trans>
            </Button>
          }
        />
      ) : null}
      <ChangeContactDialog
        kind={kind}
        accountPhone={account?.phone ?? ''}
        values={draft}
        errors={fieldErrors}
        error={kind ? error : null}
        sms={kind === 'email' ? emailSms : phoneSms}
        submitting={submitting}
        onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
        onSendCode={() => flow.send({ type: 'sms.send' })}
        onSubmit={() => flow.send({ type: 'change.submit' })}
        onCancel={() => flow.send({ type: 'change.cancel' })}
      />
    </Stack>
  )
}
