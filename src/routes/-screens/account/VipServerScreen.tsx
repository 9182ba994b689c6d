import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

function Service({ title, children, actions }: { title: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <Card withBorder component="section" padding="lg">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Title order={4}>{title}</Title>
          {children}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Card>
  )
}

export function VipServerScreen() {
  const { t } = useLingui()
  return (
    <Stack>
      <Title order={3}>
        <Trans>增值服务</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>以下服务帮助您更便捷地参与电子招投标，均可在线办理。</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <Service
          title={<Trans>电子保函</Trans>}
          actions={
            <>
              <Button component={Link} to="/personal/costCenter/myOrder" size="xs" aria-label={t`去办理：电子保函`}>
                <Trans>去办理</Trans>
              </Button>
              <Button component={Link} to="/biddingMessage/deposit" size="xs" variant="default" aria-label={t`办理说明：电子保函`}>
                <Trans>办理说明</Trans>
              </Button>
            </>
          }
        >
          <Text size="sm">
            <Trans>由合作银行或保险机构出具电子投标保函，替代现金保证金，无需开具纸质保函。</Trans>
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              <Trans>报名成功后，在投标保证金订单中选择电子保函在线申请</Trans>
            </List.Item>
            <List.Item>
              <Trans>不占用企业资金，出函快、费率低</Trans>
            </List.Item>
            <List.Item>
              <Trans>开标后退还时限届满自动失效</Trans>
            </List.Item>
          </List>
        </Service>
        <Service
          title={<Trans>CA数字证书</Trans>}
          actions={
            <>
              <Button component={Link} to="/caServe/caTransaction" size="xs" aria-label={t`去办理：CA数字证书`}>
                <Trans>去办理</Trans>
              </Button>
              <Button component={Link} to="/CAmanagement/index" size="xs" variant="default" aria-label={t`证书管理：已有CA证书`}>
                <Trans>证书管理</Trans>
              </Button>
            </>
          }
        >
          <Text size="sm">
            <Trans>投标文件的加密、电子签章和开标解密都需要CA数字证书（U盾）。</Trans>
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              <Trans>新办、续期、变更在线申请</Trans>
            </List.Item>
            <List.Item>
              <Trans>证书有效期不足30天时请及时续期</Trans>
            </List.Item>
            <List.Item>
              <Trans>绑定证书后可参加模拟开标，提前检验解密</Trans>
            </List.Item>
          </List>
        </Service>
        <Service
          title={<Trans>投标文件制作工具</Trans>}
          actions={
            <Button
              renderRoot={(props) => <Link {...props} to="/helpcenter/" search={{ curr: 1, size: 10, tab: 'download' }} />}
              size="xs"
              aria-label={t`去下载：投标文件制作工具`}
            >
              <Trans>去下载</Trans>
            </Button>
          }
        >
          <Text size="sm">
            <Trans>编制并加密电子投标文件，生成上传所需的加密文件和备用的非加密文件。</Trans>
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              <Trans>在资料下载中获取制作工具、CA驱动与操作手册</Trans>
            </List.Item>
            <List.Item>
              <Trans>制作时须插入CA证书完成加密和签章</Trans>
            </List.Item>
          </List>
        </Service>
      </SimpleGrid>
    </Stack>
  )
}
