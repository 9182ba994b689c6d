import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { InfoPage, InfoSection } from '@/routes/-components/public/InfoPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import { useSite } from '@/routes/-components/public/use-site'
import { GuaranteeBanner } from '@/ui/public/GuaranteeBanner'

export function DepositScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { signedIn, tenantName, guaranteeHref } = useSite()
  const fundAccount = '/personal/feeCenter/fundCount'
  return (
    <InfoPage above={<SectionNav section="biddingMessage" />} heading={<Trans>投标保证金缴纳须知</Trans>}>
      {/* eslint-disable-next-line no-restricted-syntax -- GuaranteeBanner puts its href through safeHref */}
      {guaranteeHref ? <GuaranteeBanner href={guaranteeHref} onNavigate={(href) => void navigate({ href })} /> : null}
      <InfoSection heading={t`缴纳方式`}>
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>转账缴纳：报名成功后，从投标人基本账户转入保证金缴纳通知中的专属子账号（户名：{tenantName}），每个项目（标段）的子账号各不相同。</Trans>
          </List.Item>
          <List.Item>
            <Trans>电子保函：报名成功后在“投标保证金”页面在线申请，由合作银行或保险机构出具电子保函，替代现金保证金，无需提交纸质保函。</Trans>
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection heading={t`注意事项`}>
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>保证金须在投标截止时间前到账，以银行到账时间为准。</Trans>
          </List.Item>
          <List.Item>
            <Trans>以现金、个人账户或他人账户缴纳的，视为未缴纳投标保证金。</Trans>
          </List.Item>
          <List.Item>
            <Trans>保证金金额不超过招标项目估算价的2%（《招标投标法实施条例》第二十六条）。</Trans>
          </List.Item>
        </List>
      </InfoSection>
      <Group>
        <Text size="sm" c="dimmed">
          <Trans>登录后可在“资金账户”中查看保证金到账情况。</Trans>
        </Text>
        <Button size="xs" variant="light" onClick={() => void (signedIn ? navigate({ href: fundAccount }) : navigate({ to: '/login', search: { redirect: fundAccount } }))}>
          {signedIn ? <Trans>查看资金账户</Trans> : <Trans>登录查看</Trans>}
        </Button>
      </Group>
    </InfoPage>
  )
}
