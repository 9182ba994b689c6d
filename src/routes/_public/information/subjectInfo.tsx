import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BulletinListPage } from '@/routes/-components/public/BulletinListPage'
import { type BulletinSearch, bulletinSearch, firstPagePlain } from '@/routes/-components/search'
import { SectionNav } from '@/routes/-components/public/SectionNav'
import type { SearchInput } from '@/routes/-components/search-input'

/**
 * Spec 000 §2.1 /information/subjectInfo: the results of the tenant's tenders (中标候选人公示,
 * 中标结果公告, 终止公告), as the signed-in subject news shows them (decisions 019, 038).
 */
export const Route = createFileRoute('/_public/information/subjectInfo')({
  validateSearch: (s: SearchInput<BulletinSearch>) => bulletinSearch(s),
  search: firstPagePlain(),
  component: SubjectInfo,
})

function SubjectInfo() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <BulletinListPage
      heading={t`结果公示`}
      list="publicResultList"
      search={search}
      go={(next) => navigate({ search: next })}
      open={(b) => navigate({ to: '/information/informationDetail', search: { id: b.id } })}
      filter={{
        field: 'category',
        label: t`公告类型`,
        options: [
          { value: '4', label: t`中标候选人公示` },
          { value: '5', label: t`中标结果公告` },
          { value: '6', label: t`终止公告` },
        ],
      }}
      tabs={<SectionNav section="information" />}
    />
  )
}
