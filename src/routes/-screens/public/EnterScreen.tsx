import { Trans, useLingui } from '@lingui/react/macro'
import { Button, List, SimpleGrid, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { InfoPage, InfoSection } from '@/routes/-components/public/InfoPage'
import { PlatformOnly } from '@/routes/-components/public/PlatformOnly'
import { StepIndicator } from '@/ui/steps/StepIndicator'

export function EnterScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <PlatformOnly>
      <InfoPage heading={<Trans>代理机构入驻</Trans>}>
        <InfoSection heading={t`入驻流程`}>
          <StepIndicator
            label={t`入驻流程`}
            steps={[
              { title: t`提交申请`, description: t`填写机构信息`, status: 1 },
              { title: t`平台审核`, description: t`3个工作日内`, status: 0 },
              { title: t`开通站点`, description: t`分配独立访问域名`, status: 0 },
              { title: t`发布项目`, description: t`在线组织招标采购`, status: 0 },
            ]}
          />
        </InfoSection>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InfoSection heading={t`入驻权益`}>
            <List size="sm" spacing="xs">
              <List.Item>
                <Trans>免费入驻，拥有本机构独立的门户站点和访问域名。</Trans>
              </List.Item>
              <List.Item>
                <Trans>公告发布、报名、收费、开标、评标全流程电子化。</Trans>
              </List.Item>
              <List.Item>
                <Trans>共享平台供应商库与CA数字证书服务。</Trans>
              </List.Item>
            </List>
          </InfoSection>
          <InfoSection heading={t`准备材料`}>
            <List size="sm" spacing="xs">
              <List.Item>
                <Trans>机构名称与统一社会信用代码（与营业执照一致）。</Trans>
              </List.Item>
              <List.Item>
                <Trans>联系人、手机号码和电子邮箱，用于接收审核结果。</Trans>
              </List.Item>
              <List.Item>
                <Trans>办公地址；如需自定义访问域名，请一并填写。</Trans>
              </List.Item>
            </List>
          </InfoSection>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <Trans>提交申请后，平台将在3个工作日内审核，审核结果通过短信和电子邮件通知联系人。</Trans>
        </Text>
        <Button onClick={() => void navigate({ to: '/enter/toJoin' })} w="fit-content">
          <Trans>立即入驻</Trans>
        </Button>
      </InfoPage>
    </PlatformOnly>
  )
}
