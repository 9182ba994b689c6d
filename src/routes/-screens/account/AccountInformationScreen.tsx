import { Trans } from '@lingui/react/macro'
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { accountInformationLogic } from '@/app/actors/account/account-information'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { UserFacts } from '@/routes/-screens/account/UserFacts'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { SupplierReview } from '@/routes/-components/SupplierReview'

export function AccountInformationScreen() {
  const navigate = useNavigate()
  const detail = useShellFlow(accountInformationLogic, { input: { id: 'me' } })
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault()
    void navigate({ to })
  }
  return (
    <RecordDetailFrame
      detail={detail}
      failedTitle={<Trans>账户信息加载失败</Trans>}
      notFoundTitle={<Trans>未找到登录用户的信息</Trans>}
      onBack={() => navigate({ to: '/personal' })}
      backLabel={<Trans>返回个人中心</Trans>}
    >
      {(information, back) => {
        const { supplier, manager } = information
        return (
          <Stack>
            <Group justify="space-between" align="flex-start">
              <Title order={3}>
                <Trans>账户信息</Trans>
              </Title>
              {back}
            </Group>
            <Card withBorder padding="lg" component="section" aria-labelledby="account-user">
              <Title order={4} id="account-user" mb="sm">
                <Trans>登录账号</Trans>
              </Title>
              <UserFacts information={information} />
              <Anchor href="/personal/setCenter/accountSet" size="sm" mt="md" display="inline-block" onClick={go('/personal/setCenter/accountSet')}>
                <Trans>修改手机、邮箱或密码</Trans>
              </Anchor>
            </Card>
            {supplier ? (
              <Card withBorder padding="lg" component="section" aria-labelledby="account-supplier">
                <Title order={4} id="account-supplier" mb="sm">
                  <Trans>供应商账户</Trans>
                </Title>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <Fact label={<Trans>企业名称</Trans>}>{supplier.name}</Fact>
                    <Fact label={<Trans>注册时间</Trans>}>{supplier.createTime ? formatDateTime(supplier.createTime) : <Trans>未知</Trans>}</Fact>
                  </SimpleGrid>
                  <SupplierReview supplier={supplier} unnamed editable />
                  <div>
                    <Text size="xs" c="dimmed">
                      <Trans>管理员联系人</Trans>
                    </Text>
                    {manager ? (
                      <Text size="sm">
                        {manager.name}
                        {manager.mobile ? ` ${manager.mobile}` : ''}
                        {manager.email ? ` ${manager.email}` : ''}
                      </Text>
                    ) : (
                      <Text size="sm">
                        <Trans>尚未设置管理员联系人</Trans>
                      </Text>
                    )}
                    <Anchor href="/personal/setCenter/linkmanSet" size="sm" onClick={go('/personal/setCenter/linkmanSet')}>
                      <Trans>管理联系人</Trans>
                    </Anchor>
                  </div>
                </Stack>
              </Card>
            ) : (
              <Text c="dimmed">
                <Trans>该账号未关联供应商</Trans>
              </Text>
            )}
          </Stack>
        )
      }}
    </RecordDetailFrame>
  )
}
