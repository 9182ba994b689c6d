import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '@/routes/-screens/tender/KindSection'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/sceneProDetail')

export function SceneProDetailScreen() {
  const { id } = route.useSearch()
  return (
    <ProjectDetailView id={id} kind="6">
      {(detail) => <SceneOpening detail={detail} />}
    </ProjectDetailView>
  )
}

function SceneOpening({ detail: { project } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <KindSection title={t`现场开标`} note={<Trans>请法定代表人或其授权代表携带身份证件、授权委托书及CA证书，于开标时间前到达开标地点签到。</Trans>}>
      <Fact block label={<Trans>开标地点</Trans>}>{project.openAddress || '—'}</Fact>
      <Fact block label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
    </KindSection>
  )
}
