import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { PageLoader } from '@/ui/pages/PageLoader'
import { ReviewStatusCard } from '@/ui/review/ReviewStatusCard'

export const Route = createFileRoute('/_auth/_shell/personal/setInformation/enterpriseCertification')({ component: Page })

/** Where 去修改 leads: the reviewer's remark is shown first, so the supplier knows what to fix. */
function Page() {
  const supplier = useSelector(Route.useRouteContext().shell.profile, (s) => s.context.profile?.supplier)
  return (
    <Stack>
      <Title order={3}>
        <Trans>企业认证</Trans>
      </Title>
      {supplier ? (
        <ReviewStatusCard companyName={supplier.name} reviewStatus={supplier.reviewStatus} auditRemark={supplier.auditRemark ?? null} />
      ) : (
        <PageLoader />
      )}
      <Text c="dimmed" size="sm">
        <Trans>企业资料的在线修改与重新提交审核将随账户资料模块开放；如需加急，请拨打服务热线。</Trans>
      </Text>
    </Stack>
  )
}
