import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { ServerFileAnchor } from '@/ui/files/ServerFileAnchor'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { invoiceFlowLogic, invoiceOrderLogic } from '@/app/actors/money/invoice'
import { useShellFlow } from '@/app/use-flow'
import { textValues, useFormDraft } from '@/app/use-form-draft'
import type { Draft } from '@/machines/money/invoice.machine'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { useCodeLabel } from '@/ui/format/code-label'
import { feeTypeLabels } from '@/ui/format/money-labels'
import { formatAmount, parseAmount } from '@/domain/money'
import { useAmountInWords } from '@/ui/format/amount-words'
import { PageLoader } from '@/ui/pages/PageLoader'
import { fenAsInput, invoiceStatusLabels } from '@/routes/-screens/money/invoice-format'
import { saveServerFile } from '@/app/save-file'

const route = getRouteApi('/_auth/_shell/personal/feeCenter/applyInvoice')

const draftText = textValues(['title', 'taxNumber', 'email', 'mobile'] as const)
/** A kept application draft: the four texts and the amount in fen (or none). */
function draftShape(values: unknown): Draft | null {
  const text = draftText(values)
  const amount = (values as { amount?: unknown } | null)?.amount
  return text && (amount === null || (typeof amount === 'number' && Number.isFinite(amount))) ? { ...text, amount } : null
}


export function ApplyInvoiceScreen() {
  const { orderId, applicationId } = route.useSearch()
  const navigate = useNavigate()
  const order = useShellFlow(invoiceOrderLogic, { input: { id: orderId } })
  const record = useSelector(order, (s) => s.context.record)
  const label = useCodeLabel()
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>
          <Trans>申请开票</Trans>
        </Title>
        <Button variant="default" onClick={() => navigate({ to: '/personal/feeCenter', search: { curr: 1, size: 10 } })}>
          <Trans>返回费用中心</Trans>
        </Button>
      </Group>
      {record ? (
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Text size="sm">
              <Trans>项目名称：{record.projectName}</Trans>
            </Text>
            <Text size="sm">
              <Trans>费用类型：{label(feeTypeLabels, record.feeType, record.feeTypeName)}</Trans>
            </Text>
            <Text size="sm">
              <Trans>订单编号：{record.orderNo}</Trans>
            </Text>
          </SimpleGrid>
        </Card>
      ) : null}
      {orderId ? <InvoiceFlow orderId={orderId} applicationId={applicationId ?? null} /> : <Alert color="red"><Trans>未指定订单</Trans></Alert>}
    </Stack>
  )
}

function InvoiceFlow({ orderId, applicationId }: { orderId: string; applicationId: string | null }) {
  const { t, i18n } = useLingui()
  const inWords = useAmountInWords()
  const flow = useShellFlow(invoiceFlowLogic, { input: { subjectId: orderId, applicationId } })
  const available = useSelector(flow, (s) => s.context.available)
  const draft = useSelector(flow, (s) => s.context.draft)
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors)
  const application = useSelector(flow, (s) => s.context.application)
  const error = useSelector(flow, (s) => s.context.error)
  const reading = useSelector(flow, (s) => s.hasTag('reading'))
  const unavailable = useSelector(flow, (s) => s.hasTag('unavailable'))
  const nothingToInvoice = useSelector(flow, (s) => s.hasTag('nothingToInvoice'))
  const submitted = useSelector(flow, (s) => s.hasTag('submitted'))
  const rejected = useSelector(flow, (s) => s.hasTag('rejected'))
  const issued = useSelector(flow, (s) => s.hasTag('issued'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const formShown = useSelector(flow, (s) => s.hasTag('form'))
  // What is typed stays as typed; the flow holds it as fen.
  const [amountText, setAmountText] = useState<string | null>(null)
  const navigate = route.useNavigate()
  const kept = useFormDraft<Draft>({
    form: 'invoiceApplication',
    record: orderId,
    version: 1,
    shape: draftShape,
    values: formShown ? draft : null,
    apply: (values) => {
      for (const field of ['title', 'taxNumber', 'email', 'mobile'] as const) flow.send({ type: 'invoice.change', field, value: values[field] })
      setAmountText(null)
      flow.send({ type: 'invoice.amount', fen: values.amount })
    },
  })
  const { sent } = kept
  useEffect(() => {
    const applied = flow.on('invoice.applied', ({ applicationId: id }) => {
      sent()
      void navigate({ search: (prev) => ({ ...prev, applicationId: id }), replace: true })
    })
    return () => applied.unsubscribe()
  }, [flow, navigate, sent])

  if (reading) return <PageLoader label={t`正在读取开票信息`} />
  if (unavailable)
    return (
      <Stack align="flex-start">
        <ErrorAlert error={error} />
        <Button onClick={() => flow.send({ type: 'invoice.retry' })}>
          <Trans>重试</Trans>
        </Button>
      </Stack>
    )
  if (nothingToInvoice)
    return (
      <Alert color="gray" title={t`没有可开票金额`}>
        <Trans>该订单的已付金额均已申请或开具发票。</Trans>
      </Alert>
    )

  if (application && (submitted || rejected || issued)) {
    const code = issued ? 1 : rejected ? 2 : 0
    return (
      <Card withBorder>
        <Stack role="region" aria-label={t`发票申请`}>
          <Text>
            <Trans>申请状态：</Trans>
            <strong>{i18n._(invoiceStatusLabels[code])}</strong>
          </Text>
          <Text size="sm">
            <Trans>开票金额：{formatAmount(application.amount)} 元（{inWords(application.amount)}）</Trans>
          </Text>
          <Text size="sm">
            <Trans>发票抬头：{application.title}</Trans>
          </Text>
          {submitted ? (
            <Group>
              <Text size="sm" c="dimmed">
                <Trans>财务审核后开具电子发票，并发送至您填写的邮箱和手机。</Trans>
              </Text>
              <Button variant="light" onClick={() => flow.send({ type: 'invoice.check' })}>
                <Trans>刷新状态</Trans>
              </Button>
            </Group>
          ) : null}
          {rejected ? (
            <>
              <Alert color="red" title={t`驳回原因`}>
                {application.reason}
              </Alert>
              <Button w="fit-content" onClick={() => flow.send({ type: 'invoice.reapply' })}>
                <Trans>重新申请</Trans>
              </Button>
            </>
          ) : null}
          {issued && application.downloadUrl ? (
            <ServerFileAnchor url={application.downloadUrl} w="fit-content" onSave={() => void saveServerFile(application.downloadUrl, t`发票.pdf`)}>
              <Trans>下载发票</Trans>
            </ServerFileAnchor>
          ) : null}
        </Stack>
      </Card>
    )
  }

  const fieldError = (key: keyof typeof fieldErrors) => (fieldErrors[key] ? i18n._(fieldErrors[key]) : null)
  const text = (field: 'title' | 'taxNumber' | 'email' | 'mobile') => ({
    value: draft[field],
    error: fieldError(field),
    disabled: submitting,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => flow.send({ type: 'invoice.change', field, value: event.currentTarget.value }),
  })
  return (
    <Card withBorder>
      <form
        aria-label={t`开票申请`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          flow.send({ type: 'invoice.submit' })
        }}
      >
        <Stack>
          <Text>
            <Trans>可开票金额：{formatAmount(available ?? 0)} 元（{inWords(available ?? 0)}）</Trans>
          </Text>
          <DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />
          <ErrorAlert error={error} />
          <TextInput label={t`发票抬头`} required {...text('title')} />
          <TextInput label={t`纳税人识别号`} required {...text('taxNumber')} />
          <TextInput label={t`接收邮箱`} required {...text('email')} />
          <TextInput label={t`接收手机`} required {...text('mobile')} />
          <TextInput
            label={t`开票金额（元）`}
            required
            inputMode="decimal"
            value={amountText ?? (draft.amount === null ? '' : fenAsInput(draft.amount))}
            error={fieldError('amount')}
            disabled={submitting}
            description={draft.amount !== null && draft.amount >= 0 ? inWords(draft.amount) : null}
            onChange={(event) => {
              const value = event.currentTarget.value
              setAmountText(value)
              flow.send({ type: 'invoice.amount', fen: value.trim() ? parseAmount(value.trim()) : null })
            }}
          />
          <Button type="submit" w="fit-content" loading={submitting}>
            <Trans>提交申请</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  )
}
