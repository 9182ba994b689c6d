import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '@/routes/-screens/tender/KindSection'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/afterReviewDetails')

export function AfterReviewDetailsScreen() {
  const { id } = route.useSearch()
  return (
    <ProjectDetailView id={id} kind="2">
      {(detail) => <AfterReview detail={detail} />}
    </ProjectDetailView>
  )
}

function AfterReview({ detail: { project } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <KindSection title={t`资格后审`} note={<Trans>本项目采用资格后审：开标后由评标委员会对投标人的资格证明文件进行审查，资格不合格的投标将被否决。请在投标文件中按招标文件要求提供全部资格证明材料。</Trans>}>
      <Fact block label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
      <Fact block label={<Trans>资格审查开始时间</Trans>}>{project.evaluationStartTime ? formatDateTime(project.evaluationStartTime) : '—'}</Fact>
      <Fact block label={<Trans>开标地点</Trans>}>{project.openAddress || '—'}</Fact>
    </KindSection>
  )
}
