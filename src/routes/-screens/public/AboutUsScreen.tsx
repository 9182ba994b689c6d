import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, Image, SimpleGrid, Text } from '@mantine/core'
import { InfoPage, InfoSection } from '@/routes/-components/public/InfoPage'
import { useSite } from '@/routes/-components/public/use-site'
import { Fact } from '@/ui/facts/Fact'
import { safeHref } from '@/validation/safe-url'

export function AboutUsScreen() {
  const { t } = useLingui()
  const site = useSite()
  return (
    <InfoPage heading={<Trans>关于我们</Trans>}>
      <InfoSection heading={site.tenantName}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          {site.logoUrl ? <Image src={safeHref(site.logoUrl)} alt={t`${site.tenantName}标识`} w={160} h="auto" /> : null}
          <Text size="sm">
            {site.platform ? (
              <Trans>
                {site.tenantName}是面向采购人、代理机构和供应商的电子招投标服务平台，提供供应商注册与审核、项目报名、费用缴纳、投标文件加密上传、网上开标与解密、澄清答疑等全流程在线服务，并接受招标代理机构入驻。
              </Trans>
            ) : (
              <Trans>{site.tenantName}依托电子招投标平台开展招标采购活动，为供应商提供项目公告发布、在线报名、费用缴纳、投标文件递交和网上开标等服务。</Trans>
            )}
          </Text>
        </Group>
      </InfoSection>
      <InfoSection heading={t`联系方式`}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={<Trans>服务热线</Trans>}>
            <Anchor href={`tel:${site.hotline.replace(/[\s-]/g, '')}`} size="sm">
              {site.hotline}
            </Anchor>
          </Fact>
          <Fact label={<Trans>网址</Trans>}>
            {site.webAddress ? (
              <Anchor href={safeHref(site.webAddress)} size="sm" target="_blank" rel="noopener noreferrer">
                {site.webAddress}
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
        </SimpleGrid>
      </InfoSection>
    </InfoPage>
  )
}
