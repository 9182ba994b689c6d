import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { SupplierDetail } from '@/services/schemas/bid-crm'
import { Fact } from '../../facts/Fact'
import { safeHref } from '@/validation/safe-url'

export interface EnterpriseFactsProps {
  record: SupplierDetail
  /** Shown with the contact facts too (the read-only enterprise information); the certification shows the licence facts alone. */
  withContacts?: boolean
}

const or = (value: string, none: string) => value || none

/**
 * The supplier's enterprise facts to read: the licence's (name, credit code, type, legal person,
 * capital, date, registered address, scope, the pictures) and, when asked, the contact facts.
 */
export function EnterpriseFacts({ record, withContacts = false }: EnterpriseFactsProps) {
  const { t } = useLingui()
  const none = t`未填写`
  return (
    <Stack gap="md">
      <section aria-label={t`认证信息`}>
        <Title order={4} mb="xs">
          <Trans>认证信息</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={<Trans>企业名称</Trans>}>{or(record.name, none)}</Fact>
          <Fact label={<Trans>统一社会信用代码</Trans>}>{or(record.creditCode, none)}</Fact>
          <Fact label={<Trans>企业类型</Trans>}>{or(record.companyType, none)}</Fact>
          <Fact label={<Trans>法定代表人</Trans>}>{or(record.legalPerson, none)}</Fact>
          <Fact label={<Trans>注册资本（万元）</Trans>}>{or(record.registeredCapital, none)}</Fact>
          <Fact label={<Trans>成立日期</Trans>}>{or(record.establishDate, none)}</Fact>
          <Fact label={<Trans>注册地址</Trans>}>{or(record.address, none)}</Fact>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Fact label={<Trans>经营范围</Trans>}>{or(record.businessScope, none)}</Fact>
          <Fact label={<Trans>营业执照</Trans>} block>
            {record.licences.length === 0 ? (
              none
            ) : (
              <Group gap="md" mt={4}>
                {record.licences.map((licence) => (
                  <Anchor key={licence.attachId} href={safeHref(licence.link)} target="_blank" rel="noopener noreferrer" aria-label={t`查看 ${licence.name}`}>
                    <Image src={safeHref(licence.link)} alt={licence.name} h={100} w="auto" fit="contain" radius="sm" />
                  </Anchor>
                ))}
              </Group>
            )}
          </Fact>
        </Stack>
      </section>
      {withContacts ? (
        <section aria-label={t`联系信息`}>
          <Title order={4} mb="xs">
            <Trans>联系信息</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Fact label={<Trans>联系人</Trans>}>{or(record.contactName, none)}</Fact>
            <Fact label={<Trans>联系人手机</Trans>}>{or(record.contactPhone, none)}</Fact>
            <Fact label={<Trans>电子邮箱</Trans>}>{or(record.email, none)}</Fact>
            <Fact label={<Trans>固定电话</Trans>}>{or(record.telephone, none)}</Fact>
            <Fact label={<Trans>企业网址</Trans>}>{or(record.website, none)}</Fact>
            <Fact label={<Trans>办公地址</Trans>}>{or(record.officeAddress, none)}</Fact>
          </SimpleGrid>
          <Stack mt="md">
            <Fact label={<Trans>企业简介</Trans>}>
              <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {or(record.introduction, none)}
              </Text>
            </Fact>
          </Stack>
        </section>
      ) : null}
    </Stack>
  )
}
