import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '@/routes/-screens/tender/KindSection'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/offlineInquiryDetails')

export function OfflineInquiryDetailsScreen() {
  const { id } = route.useSearch()
  return (
    <ProjectDetailView id={id} kind="3">
      {(detail) => <OfflineInquiry detail={detail} />}
    </ProjectDetailView>
  )
}

function OfflineInquiry({ detail: { project } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  return (
    <KindSection title={t`线下报价`} note={<Trans>本项目不接受线上报价：请将盖章的纸质报价单密封后，在递交截止时间前送达递交地点。</Trans>}>
      <Fact block label={<Trans>报价方式</Trans>}>
        <Trans>线下递交纸质报价单</Trans>
      </Fact>
      <Fact block label={<Trans>递交地点</Trans>}>{project.openAddress || '—'}</Fact>
      <Fact block label={<Trans>递交截止时间</Trans>}>{formatDateTime(project.bidEndTime)}</Fact>
      <Fact block label={<Trans>报价开启时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
    </KindSection>
  )
}
