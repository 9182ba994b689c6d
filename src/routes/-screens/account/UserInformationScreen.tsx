import { Trans } from '@lingui/react/macro'
import { Card, Group, Stack, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { userInformationLogic } from '@/app/actors/account/account-information'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { UserFacts } from '@/routes/-screens/account/UserFacts'

export function UserInformationScreen() {
  const navigate = useNavigate()
  const detail = useShellFlow(userInformationLogic, { input: { id: 'me' } })
  return (
    <RecordDetailFrame
      detail={detail}
      failedTitle={<Trans>用户信息加载失败</Trans>}
      notFoundTitle={<Trans>未找到登录用户的信息</Trans>}
      onBack={() => navigate({ to: '/personal' })}
      backLabel={<Trans>返回个人中心</Trans>}
    >
      {(information, back) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={3}>
              <Trans>用户信息</Trans>
            </Title>
            {back}
          </Group>
          <Card withBorder padding="lg" component="section" aria-label={information.user.realName}>
            <UserFacts information={information} />
          </Card>
        </Stack>
      )}
    </RecordDetailFrame>
  )
}
