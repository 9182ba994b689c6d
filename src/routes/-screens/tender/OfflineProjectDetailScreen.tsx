import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '@/routes/-screens/tender/KindSection'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/offlineProjectDetail')

export function OfflineProjectDetailScreen() {
  const { id } = route.useSearch()
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
