import { Trans } from '@lingui/react/macro'
import { Card, Group, Stack, Title } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { userInformationLogic } from '@/app/actors/account/account-information'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { UserFacts } from './-components/UserFacts'

/** Spec 000 §2.2: /info/index, the signed-in user's information, read-only (changes go through account security). */
export const Route = createFileRoute('/_auth/_shell/info/index')({ component: UserInformationPage })

function UserInformationPage() {
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
