import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, List } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { InfoPage, InfoSection } from '@/routes/-components/public/InfoPage'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import { followInApp } from '@/ui/public/PublicHeader'

export function WithdrawScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const downloads = '/helpcenter?tab=download&category=4'
  return (
    <InfoPage above={<SectionNav section="biddingMessage" />} heading={<Trans>投标保证金退还说明</Trans>}>
      <InfoSection heading={t`退还时限`}>
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>招标人最迟应当在书面合同签订后5日内向中标人和未中标的投标人退还投标保证金及银行同期存款利息（《招标投标法实施条例》第五十七条）。</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标截止前撤回投标文件的，自收到书面撤回通知之日起5日内退还。</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标截止后撤销投标文件的，招标人可以不退还投标保证金（第三十五条）。</Trans>
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection heading={t`退还方式`}>
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>保证金原路退还至缴纳账户；电子保函在退还时限届满后自动失效。</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              缴纳账户变更等需人工办理的，请填写
              {/* eslint-disable-next-line no-restricted-syntax -- a constant in-app path */}
              <Anchor href={downloads} size="sm" onClick={(event) => followInApp(event, () => void navigate({ href: downloads }))}>
                《投标保证金退还申请表》
              </Anchor>
              并加盖公章。
            </Trans>
          </List.Item>
        </List>
      </InfoSection>
    </InfoPage>
  )
}
