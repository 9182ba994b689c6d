import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { ArticleListPage } from '@/routes/-components/public/ArticleListPage'
import { useDictionaryOptions } from '@/routes/-components/public/dictionary-options'

const route = getRouteApi('/_public/helpcenter/')

export function HelpCenterScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { tab, ...query } = search
  const faq = useDictionaryOptions('new_faq')
  const downloads = useDictionaryOptions('news_down')
  const tabs = (
    <Tabs value={tab ?? 'faq'} onChange={(value) => void navigate({ search: value === 'download' ? { curr: 1, size: query.size, tab: 'download' } : { curr: 1, size: query.size } })}>
      <Tabs.List>
        <Tabs.Tab value="faq">{t`常见问题`}</Tabs.Tab>
        <Tabs.Tab value="download">{t`资料下载`}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  )
  return tab === 'download' ? (
    <ArticleListPage
      key="download"
      kind="download"
      heading={t`资料下载`}
      search={query}
      go={(next) => navigate({ search: { ...next, tab: 'download' } })}
      categories={{ label: t`资料类别`, options: downloads }}
      above={tabs}
    />
  ) : (
    <ArticleListPage
      key="faq"
      kind="help"
      heading={t`常见问题`}
      search={query}
      go={(next) => navigate({ search: next })}
      target={(a) => ({ to: '/helpcenter/helpDetail', search: { id: a.id } })}
      categories={{ label: t`问题分类`, options: faq }}
      above={tabs}
    />
  )
}
