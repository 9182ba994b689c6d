import { Trans } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { CA_HELPER_LAUNCH_URL } from '@/routes/-screens/ca/ca-helper-link'

export function CaTransactionScreen() {
  const navigate = useNavigate()
  return (
    <Stack>
      <Title order={3}>
        <Trans>CA服务</Trans>
      </Title>
      <Card withBorder component="section">
        <Title order={4} mb="xs">
          <Trans>办理与更新证书</Trans>
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>
            <Trans>新办证书：携营业执照副本、法定代表人身份证明及授权委托书，向平台认可的CA机构申请投标专用数字证书。</Trans>
          </List.Item>
          <List.Item>
            <Trans>证书更新：证书到期前30天内可办理延期，更新后需在本平台重新绑定。</Trans>
          </List.Item>
          <List.Item>
            <Trans>开标前请用同一证书完成绑定并试解密，避免开标当天解密失败。</Trans>
          </List.Item>
        </List>
      </Card>
      <Card withBorder component="section">
        <Title order={4} mb="xs">
          <Trans>证书助手</Trans>
        </Title>
        <Text size="sm" mb="sm">
          <Trans>签名和解密通过本机安装的证书助手完成。已安装但未运行时，可点击“启动证书助手”。</Trans>
        </Text>
        <Group>
          <Text size="sm">
            <Trans>如需安装证书助手，请拨打客服热线 4006 189 722。</Trans>
          </Text>
          <Anchor href={CA_HELPER_LAUNCH_URL}>
            <Trans>启动证书助手</Trans>
          </Anchor>
          <Button variant="light" onClick={() => navigate({ to: '/CAmanagement/index', search: { binding: true } })}>
            <Trans>绑定证书</Trans>
          </Button>
        </Group>
      </Card>
    </Stack>
  )
}
