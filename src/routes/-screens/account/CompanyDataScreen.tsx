import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { companyDataLogic } from '@/app/actors/account/certification'
import type { CompanyDataFlow } from '@/app/actors/account/certification'
import type { CompanyData, SupplierDetail } from '@/app/actors/account/certification'
import { useShellFlow } from '@/app/use-flow'
import { textValues, useFormDraft } from '@/app/use-form-draft'
import { CompanyDataForm, type CompanyDataErrors } from '@/ui/account/certification/CompanyDataForm'
import { EnterpriseFacts } from '@/ui/account/certification/EnterpriseFacts'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { PageLoader } from '@/ui/pages/PageLoader'
import { charCount, emailError, isEmpty, isUrl, mobileError } from '@/validation/validators'
import { LoadFailed } from '@/ui/feedback/LoadFailed'

type CompanyFlow = CompanyDataFlow

const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/

const dataOf = (record: SupplierDetail | null): CompanyData => ({
  contactName: record?.contactName ?? '',
  contactPhone: record?.contactPhone ?? '',
  email: record?.email ?? '',
  telephone: record?.telephone ?? '',
  website: record?.website ?? '',
  officeAddress: record?.officeAddress ?? '',
  introduction: record?.introduction ?? '',
})

const companyShape = textValues<keyof CompanyData>(['contactName', 'contactPhone', 'email', 'telephone', 'website', 'officeAddress', 'introduction'])

const trimmed = (data: CompanyData): CompanyData => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value.trim()])) as CompanyData

const tooLong = (value: string, max: number, message: MessageDescriptor) => (charCount(value) > max ? message : null)

/** Spec 000 §5's rules, as the server checks them. */
function validate(draft: CompanyData): CompanyDataErrors {
  const clean = trimmed(draft)
  const errors: Partial<Record<keyof CompanyData, MessageDescriptor | null>> = {
    contactName: isEmpty(clean.contactName) ? msg`请输入联系人` : tooLong(clean.contactName, 20, msg`联系人不能超过20个字`),
    contactPhone: mobileError(clean.contactPhone),
    email: emailError(clean.email),
    telephone: clean.telephone && !LANDLINE.test(clean.telephone) ? msg`固定电话格式不正确，例如 0571-88886666` : null,
    website: clean.website && !isUrl(clean.website) ? msg`网址须以http://或https://开头` : null,
    officeAddress: isEmpty(clean.officeAddress) ? msg`请输入办公地址` : tooLong(clean.officeAddress, 100, msg`办公地址不能超过100个字`),
    introduction: tooLong(clean.introduction, 500, msg`企业简介不能超过500个字`),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CompanyDataErrors
}

export function CompanyDataScreen() {
  const { t } = useLingui()
  const flow = useShellFlow(companyDataLogic, { input: { id: 'self' } })
  const record = useSelector(flow, (s) => s.context.record)
  const error = useSelector(flow, (s) => s.context.error)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const ready = useSelector(flow, (s) => s.hasTag('ready'))
  return (
    <Stack>
      <Title order={3}>
        <Trans>企业资料</Trans>
      </Title>
      {loading ? <PageLoader label={msg`正在读取企业资料`} /> : null}
      {failed ? (
        <LoadFailed title={<Trans>企业资料加载失败</Trans>} error={error} onRetry={() => flow.send({ type: 'detail.retry' })} />
      ) : null}
      {ready && record ? (
        <>
          <Card withBorder component="section" aria-label={t`联系信息维护`}>
            <Title order={4} mb="sm">
              <Trans>联系信息</Trans>
            </Title>
            <CompanyEditor flow={flow} />
          </Card>
          <Card withBorder component="section" aria-label={t`认证信息（需审核）`}>
            <Group justify="space-between" mb="sm">
              <Text size="sm" c="dimmed">
                <Trans>企业名称、统一社会信用代码、法定代表人等以营业执照为准的信息须通过企业认证修改，审核通过后生效。</Trans>
              </Text>
              <Anchor component={Link} to="/personal/setInformation/enterpriseCertification" size="sm">
                <Trans>去企业认证修改</Trans>
              </Anchor>
            </Group>
            <EnterpriseFacts record={record} />
          </Card>
        </>
      ) : null}
    </Stack>
  )
}

function CompanyEditor({ flow }: { flow: CompanyFlow }) {
  const record = useSelector(flow, (s) => s.context.record)
  const saved = useSelector(flow, (s) => s.context.saved)
  const error = useSelector(flow, (s) => s.context.error)
  const saving = useSelector(flow, (s) => s.hasTag('saving'))
  const [draft, setDraft] = useState<CompanyData>(() => dataOf(record))
  const [errors, setErrors] = useState<CompanyDataErrors>({})

  const kept = useFormDraft({ form: 'companyData', record: 'self', version: 1, shape: companyShape, values: draft, apply: setDraft })
  const { sent } = kept

  // Once saved, the form shows what the server kept (trimmed), and no draft.
  useEffect(() => {
    if (!saved) return
    sent()
    setDraft(dataOf(record))
  }, [saved, record, sent])

  return (
    <CompanyDataForm
      values={draft}
      errors={errors}
      error={error}
      saved={saved}
      saving={saving}
      notice={<DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />}
      onChange={(field, value) => {
        const next = { ...draft, [field]: value }
        setDraft(next)
        // A field marked at fault is checked again as it is typed.
        if (errors[field]) {
          const { [field]: _, ...others } = errors
          const again = validate(next)[field]
          setErrors(again ? { ...others, [field]: again } : others)
        }
        flow.send({ type: 'record.edit' })
      }}
      onSubmit={() => {
        const found = validate(draft)
        setErrors(found)
        if (Object.keys(found).length === 0) flow.send({ type: 'record.save', draft: trimmed(draft) })
      }}
    />
  )
}
