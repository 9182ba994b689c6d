import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { enterpriseInfoLogic } from '@/app/actors/account/certification'
import { useShellFlow } from '@/app/use-flow'
import { EnterpriseFacts } from '@/ui/account/certification/EnterpriseFacts'
import { PageLoader } from '@/ui/pages/PageLoader'
import { SupplierReview } from '@/routes/-components/SupplierReview'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

/**
 * The supplier's enterprise information to read (/personal/setCenter/companyInfo and
 * /enterpriseInfo/index, decision 039): its review status, the certified licence facts and the
 * contact facts, with the ways to change each.
 */
export function EnterpriseInfoPage() {
  const { t } = useLingui()
  const flow = useShellFlow(enterpriseInfoLogic, { input: { id: 'self' } })
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const notFound = useSelector(flow, (s) => s.hasTag('notFound'))
  const record = useSelector(flow, (s) => s.context.record)
  const error = useSelector(flow, (s) => s.context.error)
  return (
    <Stack>
      <Title order={3}>
        <Trans>企业信息</Trans>
      </Title>
      {loading ? <PageLoader label={msg`正在读取企业信息`} /> : null}
      {failed || notFound ? (
        <LoadFailed title={<Trans>企业信息加载失败</Trans>} error={error} onRetry={failed ? () => flow.send({ type: 'detail.retry' }) : undefined} />
      ) : null}
      {record ? (
        <>
          <SupplierReview supplier={record} />
          <Card withBorder component="section" aria-label={t`企业信息详情`}>
            <EnterpriseFacts record={record} withContacts />
          </Card>
          <Group>
            <Button component={Link} to="/personal/setCenter/companyData" variant="light">
              <Trans>修改企业资料</Trans>
            </Button>
            <Button component={Link} to="/personal/setInformation/enterpriseCertification" variant="default">
              <Trans>修改认证信息</Trans>
            </Button>
            <Button component={Link} to="/home/auditInfo" variant="subtle">
              <Trans>查看审核记录</Trans>
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  )
}
