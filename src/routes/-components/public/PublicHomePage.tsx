import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { MouseEvent } from 'react'
import type { AnyActorRef } from 'xstate'
import { articleListLogic, bulletinListLogic, publicResearchListLogic } from '@/app/actors/public/public-site'
import { usePortalFlow } from '@/app/use-portal-flow'
import type { Page } from '@/machines/data/pagedList.machine'
import { GuaranteeBanner } from '@/ui/public/GuaranteeBanner'
import { LatestList, type LatestItem } from '@/ui/public/LatestList'
import { followInApp } from '@/ui/public/PublicHeader'
import { useSite } from './use-site'
import { safeHref } from '@/validation/safe-url'

const LATEST = { query: { curr: 1, size: 6 } }
const notices = articleListLogic('notice')
const purchases = bulletinListLogic('publicPurchaseList')

/** A date-time as the home lists show it: the day only. */
const day = (dateTime: string) => dateTime.slice(0, 10)

/** What a home column needs of a list flow (machines/data/pagedList). */
type LatestFlow<Row> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): { context: { page: Page<Row> | null; error: MessageDescriptor | null }; hasTag(tag: 'loading' | 'failed'): boolean }
  send(event: { type: 'list.refresh' }): void
}

function useLatest<Row>(flow: LatestFlow<Row>, item: (row: Row) => LatestItem) {
  const { i18n } = useLingui()
  const page = useSelector(flow, (s) => s.context.page)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const error = useSelector(flow, (s) => (s.hasTag('failed') ? s.context.error : null))
  return {
    items: (page?.records ?? []).map(item),
    loading,
    error: error ? i18n._(error) : null,
    onRetry: () => flow.send({ type: 'list.refresh' }),
  }
}

/**
 * `/`, the public home's content inside the public frame (spec 000 §2.1, decision 038): the tenant's
 * identity and hotline, the guarantee-letter banner, and the newest notices, procurement information
 * and demand surveys. `navigate` is the router's inside the app, the hand-over to it on a visitor's
 * first page (decision 047).
 */
export function PublicHomePage({ navigate: go }: { navigate: (href: string) => void }) {
  const { t } = useLingui()
  const site = useSite()

  const noticeFlow = usePortalFlow(notices, { input: LATEST })
  const purchaseFlow = usePortalFlow(purchases, { input: LATEST })
  const researchFlow = usePortalFlow(publicResearchListLogic, { input: LATEST })
  const latestNotices = useLatest(noticeFlow, (a) => ({ id: a.id, title: a.title, date: day(a.releaseTime), href: `/notice/noticeDetails?id=${a.id}` }))
  const latestPurchases = useLatest(purchaseFlow, (b) => ({ id: b.id, title: b.title, date: day(b.publishTime), href: `/information/informationDetail?id=${b.id}` }))
  const latestResearch = useLatest(researchFlow, (r) => ({ id: r.id, title: r.title, date: day(r.publishTime), href: `/researchNeeds/researchDetail?id=${r.id}` }))

  const services: Array<[string, string]> = [
    [t`网上开标`, '/purchaseNotice/onlineBidOpening/index'],
    [t`资料下载`, '/helpcenter?tab=download'],
    [t`政策法规`, '/policy'],
    [t`在线培训`, '/notopen'],
    ...(site.settled && site.platform ? [[t`代理机构入驻`, '/enter'] as [string, string]] : []),
  ]

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group justify="space-between" align="center" gap="lg">
          <Group gap="md" wrap="nowrap">
            {/* The header already shows the logo: on a phone the name gets the row to itself. */}
            {site.logoUrl ? <Image src={safeHref(site.logoUrl)} alt={t`${site.tenantName}标识`} h={56} w="auto" visibleFrom="sm" /> : null}
            <Stack gap={4}>
              <Title order={1} size="h2">
                {site.tenantName}
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>服务热线：{site.hotline}</Trans>
              </Text>
              {site.webAddress ? (
                <Text size="sm" c="dimmed">
                  <Trans>网址：</Trans>
                  <Anchor href={safeHref(site.webAddress)} size="sm" target="_blank" rel="noopener noreferrer">
                    {site.webAddress}
                  </Anchor>
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Group gap="sm">
            <Button onClick={() => go('/login')}>
              <Trans>供应商登录</Trans>
            </Button>
            <Button variant="default" onClick={() => go('/register')}>
              <Trans>免费注册</Trans>
            </Button>
          </Group>
        </Group>
      </Card>
      {/* GuaranteeBanner puts its address through the safe-URL rule. */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      {site.guaranteeHref ? <GuaranteeBanner href={site.guaranteeHref} onNavigate={go} /> : null}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <LatestList heading={t`通知公告`} moreHref="/notice" {...latestNotices} onNavigate={go} />
        <LatestList heading={t`采购信息`} moreHref="/information" {...latestPurchases} onNavigate={go} />
        <LatestList heading={t`需求调研`} moreHref="/researchNeeds" {...latestResearch} onNavigate={go} />
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-label={t`服务指南`}>
        <Title order={2} size="h4" mb="sm">
          <Trans>服务指南</Trans>
        </Title>
        <Group gap="sm">
          {services.map(([label, href]) => (
            <Button
              // eslint-disable-next-line no-restricted-syntax -- in-app paths built above from records' ids
              key={href} component="a" href={href} variant="light" onClick={(event: MouseEvent<HTMLAnchorElement>) => followInApp(event, () => go(href))}>
              {label}
            </Button>
          ))}
        </Group>
      </Card>
    </Stack>
  )
}
