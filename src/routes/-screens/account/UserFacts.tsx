import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { UserInformation } from '@/app/actors/account/account-information'
import { usePortal } from '@/app/portal-context'
import { Fact } from '@/ui/facts/Fact'

/** The role codes the platform gives accounts, in the reader's language; others show as sent. */
const ROLE_NAMES: Record<string, MessageDescriptor> = { supplier: msg`供应商` }

/** Who is signed in (spec 000 §3 "session/user"): account, name, mobile, e-mail, role and tenant. */
export function UserFacts({ information }: { information: UserInformation }) {
  const { i18n } = useLingui()
  const { user, phone, email } = information
  const resolved = useSelector(usePortal().actors.tenant, (s) => s.context.tenant)
  // The tenant the site resolved is the account's own unless the account signed in elsewhere.
  const tenantName = resolved && resolved.tenantId === user.tenantId ? resolved.tenantName : null
  const none = <Trans>未填写</Trans>
  const roles = user.roles.map((role) => (ROLE_NAMES[role] ? i18n._(ROLE_NAMES[role]) : role)).join('、')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label={<Trans>账号</Trans>}>{user.account}</Fact>
      <Fact label={<Trans>姓名</Trans>}>{user.realName}</Fact>
      <Fact label={<Trans>手机号码</Trans>}>{phone || none}</Fact>
      <Fact label={<Trans>电子邮箱</Trans>}>{email || none}</Fact>
      <Fact label={<Trans>角色</Trans>}>{roles || none}</Fact>
      <Fact label={<Trans>所属租户</Trans>}>{tenantName ? `${tenantName}（${user.tenantId}）` : user.tenantId}</Fact>
    </SimpleGrid>
  )
}
