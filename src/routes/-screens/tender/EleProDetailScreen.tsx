import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { MyProjectDetail } from '@/app/actors/tender/my-projects'
import { featureOn } from '@/app/features'
import { usePortal } from '@/app/portal-context'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'
import { KindSection } from '@/routes/-screens/tender/KindSection'
import { ProjectDetailView } from '@/routes/-screens/tender/ProjectDetailView'
import { SelfCheckLink } from '@/routes/-screens/opening'
import { isEffectiveEntry } from '@/domain/entry'

const route = getRouteApi('/_auth/_shell/personal/projectDetails/eleProDetail')

export function EleProDetailScreen() {
  const { id } = route.useSearch()
  return (
    <ProjectDetailView id={id} kind="5">
      {(detail) => <ElectronicOpening detail={detail} />}
    </ProjectDetailView>
  )
}

function ElectronicOpening({ detail: { project, entries } }: { detail: MyProjectDetail }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { config } = usePortal()
  // Decision 028: a supplier signed up may try the whole opening with its certificate beforehand,
  // where the platform offers the practice hall (decision 049).
  const signedUp = entries.some(isEffectiveEntry) && featureOn(config, 'rehearsal')
  return (
    <KindSection
      title={t`电子开标`}
      note={<Trans>开标大厅于开标当日开放。请在开标时间前使用投标时的CA证书登录，进入开标大厅签到，并在解密时限内完成投标文件解密；因投标人原因未解密的，视为撤销投标。</Trans>}
    >
      <Fact block label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
      <Fact block label={<Trans>开标方式</Trans>}>
        <Trans>线上开标大厅</Trans>
      </Fact>
      <Fact block label={<Trans>投标截止时间</Trans>}>{formatDateTime(project.bidEndTime)}</Fact>
      {signedUp ? (
        <Fact block label={<Trans>开标演练</Trans>}>
          <Button size="xs" variant="light" onClick={() => navigate({ to: '/electronicOpening/rehearsal', search: { projectId: project.id } })}>
            <Trans>模拟开标</Trans>
          </Button>
        </Fact>
      ) : null}
      {entries.some(isEffectiveEntry) ? (
        <Fact block label={<Trans>开标前自检</Trans>}>
          <SelfCheckLink withNote />
        </Fact>
      ) : null}
    </KindSection>
  )
}
