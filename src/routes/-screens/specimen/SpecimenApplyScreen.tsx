import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import { chosenPackage, isClosed, SPECIMEN_STATUS, specimenApplyLogic, type SpecimenField } from '@/app/actors/specimen/specimen'
import { useShellFlow } from '@/app/use-flow'
import { useNotOpened } from '@/routes/-components/NotOpenedFrame'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { PageLoader } from '@/ui/pages/PageLoader'
import { formatDateTime } from '@/ui/format/date'
import { deliveryWayLabels, specimenStatusLabels } from '@/ui/specimen/labels'
import { DateField } from '@/ui/forms/DateField'

const route = getRouteApi('/_auth/_shell/mySpecimen/specimenApply')

/** Where the application stands, in a word: the screen shows one thing per stage. */
function stageOf(s: SnapshotFrom<ReturnType<typeof specimenApplyLogic>>) {
  if (s.hasTag('loading')) return 'loading'
  if (s.hasTag('loadFailed')) return 'loadFailed'
  if (s.hasTag('submitting')) return 'submitting'
  if (s.hasTag('submitted')) return 'submitted'
  return 'editing'
}

export function SpecimenApplyScreen() {
  const { t, i18n } = useLingui()
  const { projectId } = route.useSearch()
  const navigate = useNavigate()
  const flow = useShellFlow(specimenApplyLogic, { input: { projectId } })
  const stage = useSelector(flow, stageOf)
  const form = useSelector(flow, (s) => s.context.form)
  const errors = useSelector(flow, (s) => s.context.errors)
  const choices = useSelector(flow, (s) => s.context.choices)
  const now = useSelector(flow, (s) => s.context.now)
  const error = useSelector(flow, (s) => s.context.error)
  const receipt = useSelector(flow, (s) => s.context.receipt)
  const edit = (field: SpecimenField) => (value: string) => flow.send({ type: 'specimen.edit', field, value })
  const fieldError = (field: SpecimenField) => (errors[field] ? i18n._(errors[field]) : undefined)
  const project = choices.projects.find((choice) => choice.projectId === form.projectId)
  const chosen = chosenPackage(form, choices)
  const notOpened = useNotOpened(stage === 'loadFailed' ? error : null)

  if (stage === 'loading') return <PageLoader label={t`正在加载投标项目`} />
  if (stage === 'loadFailed') {
    return (
      <Stack>
        <ErrorAlert error={error} title={t`投标项目加载失败`} />
        {notOpened ? null : (
          <Button w={100} onClick={() => flow.send({ type: 'specimen.retry' })}>
            <Trans>重试</Trans>
          </Button>
        )}
      </Stack>
    )
  }
  if (stage === 'submitted' && receipt) {
    // The status the back end answered, not an assumed 待审核: the back end decides where an application starts.
    const { projectName, specimenName } = receipt
    const label = specimenStatusLabels[receipt.status]
    const statusName = label ? i18n._(label) : receipt.statusName
    return (
      <Stack>
        <Title order={3}>
          <Trans>样品申请</Trans>
        </Title>
        <Alert color="green" title={t`样品申请已提交`}>
          {/* One sentence each way: a language that spaces its sentences gets its space. */}
          {receipt.status === SPECIMEN_STATUS.pending ? (
            <Trans>
              {projectName}：{specimenName}，状态：{statusName}。请等待采购人审核。
            </Trans>
          ) : (
            <Trans>
              {projectName}：{specimenName}，状态：{statusName}。
            </Trans>
          )}
        </Alert>
        <Group>
          <Button onClick={() => navigate({ to: '/mySpecimen/specimenRecord', search: { curr: 1, size: 10 } })}>
            <Trans>查看申请记录</Trans>
          </Button>
          <Button variant="default" onClick={() => flow.send({ type: 'specimen.restart' })}>
            <Trans>继续申请</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'specimen.submit' })
  }
  const sending = stage === 'submitting'
  // Measured on the server's clock, which the flow follows to each deadline as it comes.
  const closed = isClosed(chosen, now)
  const deadline = chosen?.deadlineText ? formatDateTime(chosen.deadlineText) : null

  return (
    <Stack>
      <Title order={3}>
        <Trans>样品申请</Trans>
      </Title>
      {choices.projects.length === 0 ? (
        <Alert color="yellow">
          <Trans>您还没有投标的项目：样品只能为已投标的项目申请。</Trans>
        </Alert>
      ) : null}
      <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t`样品申请表`} maw={640}>
        <Stack>
          <ErrorAlert error={error} title={t`申请未能提交`} />
          <NativeSelect
            label={t`投标项目`}
            required
            value={form.projectId}
            onChange={(e) => edit('projectId')(e.currentTarget.value)}
            error={fieldError('projectId')}
            data={[{ value: '', label: t`请选择` }, ...choices.projects.map((choice) => ({ value: choice.projectId, label: `${choice.projectCode} ${choice.projectName}` }))]}
          />
          <NativeSelect
            label={t`标包`}
            required
            value={form.packageId}
            onChange={(e) => edit('packageId')(e.currentTarget.value)}
            error={fieldError('packageId')}
            description={deadline && !closed ? t`样品递交截止时间：${deadline}（北京时间）` : undefined}
            data={[{ value: '', label: t`请选择` }, ...(project?.packages ?? []).map((pkg) => ({ value: pkg.packageId, label: pkg.packageName }))]}
          />
          {closed && deadline ? (
            <Alert color="orange" title={t`样品递交已截止`}>
              <Trans>该标包的样品递交截止时间为 {deadline}（北京时间），现已截止，不能再申请样品。</Trans>
            </Alert>
          ) : null}
          <TextInput label={t`样品名称`} required value={form.specimenName} onChange={(e) => edit('specimenName')(e.currentTarget.value)} error={fieldError('specimenName')} />
          <TextInput label={t`样品数量`} required inputMode="numeric" value={form.quantity} onChange={(e) => edit('quantity')(e.currentTarget.value)} error={fieldError('quantity')} />
          <NativeSelect
            label={t`递交方式`}
            required
            value={form.deliveryWay}
            onChange={(e) => edit('deliveryWay')(e.currentTarget.value)}
            error={fieldError('deliveryWay')}
            data={[1, 2].map((way) => ({ value: String(way), label: i18n._(deliveryWayLabels[way]!) }))}
          />
          <TextInput label={t`联系人`} required value={form.contactName} onChange={(e) => edit('contactName')(e.currentTarget.value)} error={fieldError('contactName')} />
          <TextInput label={t`联系电话`} required inputMode="tel" value={form.contactPhone} onChange={(e) => edit('contactPhone')(e.currentTarget.value)} error={fieldError('contactPhone')} />
          <DateField label={t`预计递交日期`} required minDate={choices.today} value={form.expectedDate} onChange={edit('expectedDate')} error={fieldError('expectedDate')} />
          <Textarea label={t`备注`} rows={2} value={form.remark} onChange={(e) => edit('remark')(e.currentTarget.value)} error={fieldError('remark')} />
          <Text size="sm" c="dimmed">
            <Trans>样品只能为已投标的项目（标包）申请，提交后由采购人审核。</Trans>
          </Text>
          <Group>
            <Button type="submit" loading={sending} disabled={closed}>
              <Trans>提交申请</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  )
}
