import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { certificationLogic } from '@/app/actors/account/certification'
import { useShellFlow } from '@/app/use-flow'
import { AppealCard } from '@/ui/account/certification/AppealCard'
import { CertificationForm } from '@/ui/account/certification/CertificationForm'
import { EnterpriseFacts } from '@/ui/account/certification/EnterpriseFacts'
import { PageLoader } from '@/ui/pages/PageLoader'
import { SupplierReview } from '@/routes/-components/SupplierReview'
import { MAX_LICENCES } from '@/domain/limits'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

/**
 * Spec 000 §2.2 enterprise certification (decision 039), where the review gate's 去修改 leads: the
 * reviewer's remark first, so the supplier knows what to fix; then the licence facts and pictures to
 * correct and send for review, or an appeal of the rejection. Under review, the data is only shown.
 */
export function CertificationScreen() {
  const { t } = useLingui()
  const flow = useShellFlow(certificationLogic, { input: {} })
  const record = useSelector(flow, (s) => s.context.record)
  const draft = useSelector(flow, (s) => s.context.draft)
  const licences = useSelector(flow, (s) => s.context.licences)
  const upload = useSelector(flow, (s) => s.context.upload)
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const appeal = useSelector(flow, (s) => s.context.appeal)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(flow, (s) => s.hasTag('failed'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const submitted = useSelector(flow, (s) => s.hasTag('submitted'))
  const editing = useSelector(flow, (s) => s.hasTag('formOpen'))
  const appealState = useSelector(flow, (s) =>
    s.hasTag('appealWriting')
      ? 'writing'
      : s.hasTag('appealSending')
        ? 'sending'
        : s.hasTag('appealOpen')
          ? 'open'
          : null,
  )

  return (
    <Stack>
      <Title order={3}>
        <Trans>企业认证</Trans>
      </Title>
      {record ? <SupplierReview supplier={record} /> : null}
      {loading ? <PageLoader label={msg`正在读取企业认证资料`} /> : null}
      {loadFailed ? (
        <LoadFailed title={<Trans>企业认证资料加载失败</Trans>} error={error} onRetry={() => flow.send({ type: 'detail.retry' })} />
      ) : null}
      {editing ? (
        <Card withBorder component="section" aria-label={t`认证信息维护`}>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>以下信息以营业执照为准，提交后须经平台审核，审核期间不能参与项目报名。联系人、电话等企业资料可在“企业资料”中随时修改。</Trans>
          </Text>
          <CertificationForm
            values={draft}
            errors={fieldErrors}
            error={error}
            onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
            licences={licences}
            upload={upload}
            maxLicences={MAX_LICENCES}
            onLicence={(file) => flow.send({ type: 'licence.choose', file })}
            onLicenceCancel={() => flow.send({ type: 'licence.cancel' })}
            onLicenceRemove={(attachId) => flow.send({ type: 'licence.remove', attachId })}
            submitting={submitting}
            onSubmit={() => flow.send({ type: 'certification.submit' })}
          />
        </Card>
      ) : null}
      {editing && appealState ? (
        <AppealCard
          status={appealState}
          reason={appeal.reason}
          error={appeal.error}
          sentAt={appeal.sent?.createTime ?? null}
          onChange={(reason) => flow.send({ type: 'appeal.change', reason })}
          onSubmit={() => flow.send({ type: 'appeal.submit' })}
        />
      ) : null}
      {submitted && record ? (
        <Card withBorder component="section" aria-label={t`已提交的认证信息`}>
          <Group justify="space-between" mb="md">
            <Text size="sm">
              <Trans>认证资料审核中，审核完成前不能修改。</Trans>
            </Text>
            <Anchor component={Link} to="/home/auditInfo" size="sm">
              <Trans>查看审核记录</Trans>
            </Anchor>
          </Group>
          <EnterpriseFacts record={record} />
        </Card>
      ) : null}
    </Stack>
  )
}
