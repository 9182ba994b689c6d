import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { idSearch, remountById } from '@/routes/-components/search'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '../-components/KindSection'
import { ProjectDetailView } from '../-components/ProjectDetailView'

/** Spec 001 §2: an offline project (线下项目): paper bids handed in and opened at a venue. */
export const Route = createFileRoute('/_auth/_shell/personal/projectDetails/offlineProjectDetail')({
  validateSearch: idSearch,
  remountDeps: remountById,
  component: OfflineProjectDetailPage,
})

function OfflineProjectDetailPage() {
  const { id } = Route.useSearch()
  return (
    <ProjectDetailView id={id} kind="4">
      {(detail) => <OfflineProject detail={detail} />}
    </ProjectDetailView>
  )
}

function OfflineProject({ detail: { project } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <KindSection title={t`线下递交与开标`} note={<Trans>本项目投标文件以纸质形式递交：正副本密封并加盖公章，在投标截止时间前送达开标地点，逾期送达的不予受理。</Trans>}>
      <Fact block label={<Trans>投标文件递交地点</Trans>}>{project.openAddress || '—'}</Fact>
      <Fact block label={<Trans>递交截止时间</Trans>}>{formatDateTime(project.bidEndTime)}</Fact>
      <Fact block label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
    </KindSection>
  )
}
