import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { INVOICE_TYPE, invoiceInfoLogic, type InvoiceDetails, type InvoiceInfo, type InvoiceType } from '@/app/actors/money/invoice-info'
import { useShellFlow } from '@/app/use-flow'
import { useFormDraft } from '@/app/use-form-draft'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { PageLoader } from '@/ui/pages/PageLoader'
import { emailError, isEmpty, mobileError, taxNumberError } from '@/validation/validators'

type InvoiceFlow = ReturnType<typeof useShellFlow<ReturnType<typeof invoiceInfoLogic>>>

export function InvoiceManagementScreen() {
  const { t } = useLingui()
  const flow = useShellFlow(invoiceInfoLogic, { input: { id: 'self' } })
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const ready = useSelector(flow, (s) => s.hasTag('ready'))
  const error = useSelector(flow, (s) => s.context.error)
  return (
    <Stack>
      <Title order={3}>
        <Trans>发票信息</Trans>
      </Title>
      {loading ? <PageLoader label={msg`正在读取发票信息`} /> : null}
      {failed ? (
        <Alert color="red" role="alert" title={<Trans>发票信息加载失败</Trans>}>
          <ErrorText error={error} />
          <Button mt="sm" size="xs" variant="light" onClick={() => flow.send({ type: 'detail.retry' })}>
            <Trans>重试</Trans>
          </Button>
        </Alert>
      ) : null}
      {ready ? (
        <Card withBorder component="section" aria-label={t`发票信息维护`}>
          <InvoiceForm flow={flow} />
        </Card>
      ) : null}
    </Stack>
  )
}

function ErrorText({ error }: { error: MessageDescriptor | null }) {
  const { i18n } = useLingui()
  return error ? <Text size="sm">{i18n._(error)}</Text> : null
}

type TextField = Exclude<keyof InvoiceDetails, 'invoiceType'>
type FieldErrors = Partial<Record<TextField, MessageDescriptor | null>>

const emptyDetails: InvoiceDetails = { invoiceType: INVOICE_TYPE.normal, title: '', taxNo: '', bankName: '', bankAccount: '', address: '', phone: '', email: '', mobile: '' }

const detailsOf = (record: InvoiceInfo | null): InvoiceDetails => {
  if (!record) return emptyDetails
  const { supplierId: _, updateTime: __, ...details } = record
  return details
}

const trimmed = (draft: InvoiceDetails): InvoiceDetails => ({
  invoiceType: draft.invoiceType,
  title: draft.title.trim(),
  taxNo: draft.taxNo.trim().toUpperCase(),
  bankName: draft.bankName.trim(),
  bankAccount: draft.bankAccount.trim(),
  address: draft.address.trim(),
  phone: draft.phone.trim(),
  email: draft.email.trim(),
  mobile: draft.mobile.trim(),
})

const TEXT_FIELDS = ['title', 'taxNo', 'bankName', 'bankAccount', 'address', 'phone', 'email', 'mobile'] as const

/** A kept draft of the details: every text, and one of the two invoice types. */
function detailsShape(values: unknown): InvoiceDetails | null {
  if (typeof values !== 'object' || values === null) return null
  const kept = values as Record<string, unknown>
  if (kept.invoiceType !== INVOICE_TYPE.normal && kept.invoiceType !== INVOICE_TYPE.special) return null
  if (!TEXT_FIELDS.every((field) => typeof kept[field] === 'string')) return null
  return { invoiceType: kept.invoiceType, ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, kept[field]])) } as InvoiceDetails
}

/** Spec 000 §5's rules for the fields every invoice carries; the bank details of a special invoice the server checks. */
function validate(draft: InvoiceDetails): FieldErrors {
  const clean = trimmed(draft)
  return {
    title: isEmpty(clean.title) ? msg`请输入发票抬头` : null,
    taxNo: taxNumberError(clean.taxNo),
    email: emailError(clean.email),
    mobile: mobileError(clean.mobile),
  }
}

function InvoiceForm({ flow }: { flow: InvoiceFlow }) {
  const { t, i18n } = useLingui()
  const record = useSelector(flow, (s) => s.context.record)
  const saved = useSelector(flow, (s) => s.context.saved)
  const error = useSelector(flow, (s) => s.context.error)
  const saving = useSelector(flow, (s) => s.hasTag('saving'))
  const [draft, setDraft] = useState<InvoiceDetails>(() => detailsOf(record))
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})

  const kept = useFormDraft({ form: 'invoiceDetails', record: 'self', version: 1, shape: detailsShape, values: draft, apply: setDraft })
  const { sent } = kept

  // Once saved, the form shows what the server kept (trimmed, the tax number in capitals), and no draft.
  useEffect(() => {
    if (!saved) return
    sent()
    setDraft(detailsOf(record))
  }, [saved, record, sent])

  const change = (field: TextField, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    // A field marked at fault is checked again as it is typed.
    if (fieldErrors[field]) setFieldErrors({ ...fieldErrors, [field]: validate(next)[field] ?? null })
    flow.send({ type: 'record.edit' })
  }
  const setType = (value: string) => {
    setDraft({ ...draft, invoiceType: Number(value) as InvoiceType })
    flow.send({ type: 'record.edit' })
  }
  const submit = () => {
    const errors = validate(draft)
    setFieldErrors(errors)
    if (Object.values(errors).some(Boolean)) return
    flow.send({ type: 'record.save', draft: trimmed(draft) })
  }
  const special = draft.invoiceType === INVOICE_TYPE.special
  const input = (field: TextField, label: string, extra: { required?: boolean; description?: string } = {}) => (
    <TextInput
      label={label}
      value={draft[field]}
      withAsterisk={extra.required ?? false}
      description={extra.description}
      error={fieldErrors[field] ? i18n._(fieldErrors[field]) : null}
      disabled={saving}
      onChange={(event) => change(field, event.currentTarget.value)}
    />
  )

  return (
    <form
      aria-label={t`发票信息`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack>
        {record ? (
          <Text size="sm" c="dimmed">
            <Trans>最近保存时间：{record.updateTime}</Trans>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>尚未保存发票信息。保存后，申请开票时将自动带出。</Trans>
          </Text>
        )}
        {saved ? (
          <Alert color="green" role="status" title={<Trans>发票信息已保存</Trans>}>
            <Trans>申请开票时将使用这些信息。</Trans>
          </Alert>
        ) : null}
        <DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />
        <ErrorAlert error={error} />
        <Radio.Group label={t`发票类型`} withAsterisk value={String(draft.invoiceType)} onChange={setType}>
          <Group mt="xs">
            <Radio value={String(INVOICE_TYPE.normal)} label={t`增值税普通发票`} disabled={saving} />
            <Radio value={String(INVOICE_TYPE.special)} label={t`增值税专用发票`} disabled={saving} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('title', t`发票抬头`, { required: true })}
          {input('taxNo', t`纳税人识别号`, { required: true, description: t`18位统一社会信用代码` })}
          {input('bankName', t`开户银行`, { required: special })}
          {input('bankAccount', t`银行账号`, { required: special })}
          {input('address', t`注册地址`, { required: special })}
          {input('phone', t`注册电话`, { required: special })}
          {input('email', t`电子邮箱`, { required: true, description: t`接收电子发票` })}
          {input('mobile', t`手机号码`, { required: true })}
        </SimpleGrid>
        {special ? (
          <Text size="sm" c="dimmed">
            <Trans>增值税专用发票须填写开户银行、银行账号、注册地址和注册电话。</Trans>
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            <Trans>保存</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
