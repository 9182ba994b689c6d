import { Trans, useLingui } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Fact } from '@/ui/facts/Fact'
import { QuickLinks, type QuickLink } from '@/ui/dashboard/QuickLinks'
import { PageLoader } from '@/ui/pages/PageLoader'
import { SupplierReview } from '@/routes/-components/SupplierReview'

const route = getRouteApi('/_auth/_shell/personal/')

export function PersonalCentreScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const profile = useSelector(route.useRouteContext().shell.profile, (s) => s.context.profile)
  const open = (href: string) => void navigate({ href })
  const links: QuickLink[] = [
    { href: '/personal/setInformation/enterpriseCertification', label: t`企业认证`, description: t`提交或修改认证资料和营业执照` },
    { href: '/personal/setCenter/companyData', label: t`企业资料`, description: t`查看和维护企业的基本资料` },
    { href: '/personal/setCenter/linkmanSet', label: t`联系人管理`, description: t`添加联系人，设置管理员` },
    { href: '/personal/setCenter/accountSet', label: t`账户安全`, description: t`修改手机号码、邮箱和密码` },
    { href: '/invoiceManagement', label: t`发票信息`, description: t`开票抬头、税号和收票方式` },
    { href: '/personal/myInvoice/index', label: t`我的发票`, description: t`已申请和已开具的发票` },
    { href: '/home/auditInfo', label: t`审核记录`, description: t`资料修改和审核的记录` },
    { href: '/personal/setCenter/vipServer', label: t`增值服务`, description: t`电子保函、CA证书和制作工具` },
    { href: '/personal/accountInformation/index', label: t`账户信息`, description: t`登录账号和供应商账户的概况` },
    { href: '/info/index', label: t`用户信息`, description: t`当前登录用户的资料` },
  ]

  if (!profile) return <PageLoader />
  const { user, supplier } = profile
  return (
    <Stack>
      <Title order={3}>
        <Trans>个人中心</Trans>
      </Title>
      {supplier ? (
        <SupplierReview supplier={supplier} editable />
      ) : null}
      <Card withBorder padding="md" component="section" aria-labelledby="personal-account">
        <Title order={4} id="personal-account" mb="sm">
          <Trans>账号</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={<Trans>企业名称</Trans>}>{supplier?.name ?? user.companyName ?? <Trans>未关联供应商</Trans>}</Fact>
          <Fact label={<Trans>登录账号</Trans>}>{user.account}</Fact>
          <Fact label={<Trans>姓名</Trans>}>{user.realName}</Fact>
        </SimpleGrid>
      </Card>
      <Title order={4}>
        <Trans>账户设置</Trans>
      </Title>
      <QuickLinks label={t`账户设置`} links={links} onOpen={open} />
    </Stack>
  )
}
