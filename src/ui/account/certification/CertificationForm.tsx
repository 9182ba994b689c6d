import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, Group, Image, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useRef, type RefObject } from 'react'
import { useBoundTextInput } from '../../forms/bound-text-input'
import { useSubmitToFirstError } from '../../forms/use-submit-to-first-error'
import type { CertificationData } from '@/services/bid-crm'
import type { LicencePicture } from '@/services/schemas/bid-crm'
import { useUiText } from '../../text'
import { UploadField } from '../../upload/UploadField'
import { safeHref } from '@/validation/safe-url'
import { DateField } from '../../forms/DateField'

export type CertificationValues = CertificationData
export type CertificationFieldName = keyof CertificationValues | 'licences'
export type CertificationErrors = Partial<Record<CertificationFieldName, MessageDescriptor>>

export interface CertificationFormProps {
  values: CertificationValues
  errors: CertificationErrors
  /** A failure of the whole submission (no field to show it at). */
  error: MessageDescriptor | null
  onChange: (field: keyof CertificationValues, value: string) => void
  licences: readonly LicencePicture[]
  /** The picture on its way, with how far it has got. */
  upload: { name: string; loaded: number; total: number } | null
  maxLicences: number
  onLicence: (file: File) => void
  onLicenceCancel: () => void
  onLicenceRemove: (attachId: string) => void
  submitting: boolean
  onSubmit: () => void
}

/**
 * The kinds of enterprise a licence names (企业类型), as the market regulator lists the common ones.
 * The value sent and stored is the regulator's Chinese name; only the label is the reader's language.
 */
const COMPANY_TYPES: ReadonlyArray<{ value: string; label: MessageDescriptor }> = [
  { value: '有限责任公司', label: msg`有限责任公司` },
  { value: '有限责任公司（自然人投资或控股）', label: msg`有限责任公司（自然人投资或控股）` },
  { value: '有限责任公司（法人独资）', label: msg`有限责任公司（法人独资）` },
  { value: '股份有限公司', label: msg`股份有限公司` },
  { value: '个人独资企业', label: msg`个人独资企业` },
  { value: '合伙企业', label: msg`合伙企业` },
  { value: '全民所有制企业', label: msg`全民所有制企业` },
  { value: '集体所有制企业', label: msg`集体所有制企业` },
  { value: '外商投资企业', label: msg`外商投资企业` },
]

const ORDER = ['name', 'creditCode', 'companyType', 'legalPerson', 'registeredCapital', 'establishDate', 'address', 'businessScope'] as const

/**
 * The enterprise certification form (decision 039): the licence's facts and its pictures (png, jpg
 * or jpeg up to 2 MB each, uploaded one at a time with progress). Each field shows its own error in
 * place, the server's refusals included; after 提交审核 the cursor goes to the first field to fix.
 */
export function CertificationForm(props: CertificationFormProps) {
  const { values, errors, error, onChange, licences, upload, maxLicences, onLicence, onLicenceCancel, onLicenceRemove, submitting, onSubmit } = props
  const { t } = useLingui()
  const text = useUiText()
  const nameRef = useRef<HTMLInputElement>(null)
  const creditCodeRef = useRef<HTMLInputElement>(null)
  const companyTypeRef = useRef<HTMLSelectElement>(null)
  const legalPersonRef = useRef<HTMLInputElement>(null)
  const capitalRef = useRef<HTMLInputElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const addressRef = useRef<HTMLInputElement>(null)
  const scopeRef = useRef<HTMLTextAreaElement>(null)
  const refs = {
    name: nameRef,
    creditCode: creditCodeRef,
    companyType: companyTypeRef,
    legalPerson: legalPersonRef,
    registeredCapital: capitalRef,
    establishDate: dateRef,
    address: addressRef,
    businessScope: scopeRef,
  } satisfies Record<(typeof ORDER)[number], RefObject<HTMLElement | null>>
  const errorOf = (field: CertificationFieldName) => (errors[field] ? text(errors[field]) : undefined)

  // After each attempt, once answered, the cursor goes to the first field to fix.
  const submit = useSubmitToFirstError(ORDER, errors, refs, submitting, onSubmit)

  const input = useBoundTextInput<Exclude<keyof CertificationValues, 'companyType' | 'businessScope'>>({ values, errorOf, refs, disabled: submitting, onChange }, { withAsterisk: true })
  const listed = COMPANY_TYPES.map((type) => ({ value: type.value, label: text(type.label) }))
  // A type the list does not know (an older or rarer one) is kept as the server named it.
  const types = !values.companyType || COMPANY_TYPES.some((type) => type.value === values.companyType) ? listed : [{ value: values.companyType, label: values.companyType }, ...listed]
  const percent = upload && upload.total > 0 ? (upload.loaded / upload.total) * 100 : 0
  const full = licences.length >= maxLicences

  return (
    <form onSubmit={submit} noValidate aria-label={t`企业认证资料`}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {text(error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {input('name', t`企业名称`, { maxLength: 50, description: t`与营业执照上的名称一致` })}
          {input('creditCode', t`统一社会信用代码`, { maxLength: 18, description: t`18位，见营业执照` })}
          <NativeSelect
            ref={companyTypeRef}
            label={t`企业类型`}
            name="companyType"
            value={values.companyType}
            onChange={(event) => onChange('companyType', event.currentTarget.value)}
            error={errorOf('companyType')}
            disabled={submitting}
            withAsterisk
            data={[{ value: '', label: t`请选择` }, ...types]}
          />
          {input('legalPerson', t`法定代表人`, { maxLength: 20 })}
          {input('registeredCapital', t`注册资本（万元）`, { maxLength: 13, rightSection: t`万元` })}
          <DateField
            label={t`成立日期`}
            name="establishDate"
            inputRef={dateRef}
            value={values.establishDate}
            onChange={(day) => onChange('establishDate', day)}
            error={errorOf('establishDate')}
            required
            disabled={submitting}
          />
        </SimpleGrid>
        {input('address', t`注册地址`, { maxLength: 100 })}
        <Textarea
          ref={scopeRef}
          label={t`经营范围`}
          name="businessScope"
          value={values.businessScope}
          onChange={(event) => onChange('businessScope', event.currentTarget.value)}
          error={errorOf('businessScope')}
          disabled={submitting}
          withAsterisk
          rows={4}
          maxLength={1000}
        />
        <Input.Wrapper
          label={t`营业执照`}
          withAsterisk
          error={errorOf('licences')}
          description={t`上传营业执照副本的清晰照片或扫描件，最多${maxLicences}张`}
        >
          <Stack gap="xs" mt={4}>
            {full ? null : (
              <UploadField
                variant="picture"
                subject={t`营业执照`}
                label={t`上传营业执照图片`}
                files={upload ? [{ name: upload.name }] : []}
                onSelect={(files) => files[0] && onLicence(files[0])}
                uploading={upload !== null}
                progress={percent}
                onCancel={onLicenceCancel}
                disabled={submitting}
              />
            )}
            {licences.length > 0 ? (
              <Group gap="md" align="flex-end" role="list" aria-label={t`已上传的营业执照`}>
                {licences.map((licence) => (
                  <Stack key={licence.attachId} gap={4} role="listitem">
                    <Image src={safeHref(licence.link)} alt={t`营业执照预览：${licence.name}`} h={100} w="auto" fit="contain" radius="sm" />
                    <Group gap={4} wrap="nowrap">
                      <Text size="xs">{licence.name}</Text>
                      <CloseButton size="sm" aria-label={t`移除 ${licence.name}`} onClick={() => onLicenceRemove(licence.attachId)} disabled={submitting} />
                    </Group>
                  </Stack>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Input.Wrapper>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={submitting}>
            <Trans>提交审核</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
