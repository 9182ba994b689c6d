import { Trans } from '@lingui/react/macro'
import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { boundCertificatesLogic } from '@/app/actors/ca/ca'
import { useShellFlow } from '@/app/use-flow'
import { DetailHeader, RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { Fact } from '@/ui/facts/Fact'

const route = getRouteApi('/_auth/_shell/caServe/caBound')

export function CaBoundScreen() {
  const { serial } = route.useSearch()
  const navigate = useNavigate()
  const list = useShellFlow(boundCertificatesLogic, { input: { id: 'self' } })
  const back = () => navigate({ to: '/CAmanagement/index', search: {} })
  return (
    <RecordDetailFrame
      detail={list}
      failedTitle={<Trans>证书信息加载失败</Trans>}
      notFoundTitle={<Trans>暂无绑定的证书</Trans>}
      onBack={back}
      backLabel={<Trans>返回证书管理</Trans>}
    >
      {(certificates, backButton) => {
        const certificate = certificates.find((c) => c.serial === serial) ?? certificates[0]
        if (!certificate) {
          return (
            <Stack>
              <Text>
                <Trans>暂无绑定的证书</Trans>
              </Text>
              <div>{backButton}</div>
            </Stack>
          )
        }
        return (
          <Stack>
            <DetailHeader title={<Trans>已绑定证书</Trans>} actions={backButton} />
            <Card withBorder component="section">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Fact label={<Trans>证书序列号</Trans>}>{certificate.serial}</Fact>
                <Fact label={<Trans>证书持有单位</Trans>}>{certificate.companyName}</Fact>
                <Fact label={<Trans>证书主题</Trans>}>{certificate.subjectDn}</Fact>
                <Fact label={<Trans>有效期</Trans>}>
                  {certificate.validFrom} ~ {certificate.validTo}
                </Fact>
                <Fact label={<Trans>绑定时间</Trans>}>{certificate.bindTime}</Fact>
              </SimpleGrid>
            </Card>
          </Stack>
        )
      }}
    </RecordDetailFrame>
  )
}
