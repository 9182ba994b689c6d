import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import { useBoundTextInput } from '../forms/bound-text-input'
import { useSubmitToFirstError } from '../forms/use-submit-to-first-error'

import { useUiText } from '../text'
import { UploadField } from '../upload/UploadField'
import { safeHref } from '@/validation/safe-url'

export interface EnterpriseValues {
  name: string
  creditCode: string
  contactName: string
  contactPhone: string
  email: string
}
export type EnterpriseErrors = Partial<Record<keyof EnterpriseValues | 'licence', MessageDescriptor>>

export interface LicenceState {
  /** The uploaded picture. */
  file: { name: string; link: string } | null
  /** The picture on its way, with how far it has got. */
  upload: { name: string; loaded: number; total: number } | null
}

export interface EnterpriseStepProps {
  values: EnterpriseValues
  errors: EnterpriseErrors
  /** A failure of the whole step (the name check or the registration could not be made). */
  error: MessageDescriptor | null
  onChange: (field: keyof EnterpriseValues, value: string) => void
  licence: LicenceState
  onLicence: (file: File) => void
  onLicenceCancel: () => void
  onLicenceRemove: () => void
  submitting: boolean
  onBack: () => void
  onSubmit: () => void
}

const ORDER = ['name', 'creditCode', 'contactName', 'contactPhone', 'email'] as const

/**
 * Step 2 of registration (/secondRegister): the enterprise, its contact and the licence picture
 * (png, jpg or jpeg up to 2 MB, uploaded at once with progress). Each field shows its own error in
 * place, the server's refusals (a name already registered) included.
 */
export function EnterpriseStep({ values, errors, error, onChange, licence, onLicence, onLicenceCancel, onLicenceRemove, submitting, onBack, onSubmit }: EnterpriseStepProps) {
  const { t } = useLingui()
  const text = useUiText()
  const nameRef = useRef<HTMLInputElement>(null)
  const creditCodeRef = useRef<HTMLInputElement>(null)
  const contactNameRef = useRef<HTMLInputElement>(null)
  const contactPhoneRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const refs = { name: nameRef, creditCode: creditCodeRef, contactName: contactNameRef, contactPhone: contactPhoneRef, email: emailRef }
  const errorOf = (field: keyof EnterpriseErrors) => (errors[field] ? text(errors[field]) : undefined)

  // After each attempt, once answered, the cursor goes to the first field to fix.
  const submit = useSubmitToFirstError(ORDER, errors, refs, submitting, onSubmit)

  const field = useBoundTextInput<keyof EnterpriseValues>({ values, errorOf, refs, disabled: submitting, onChange }, { withAsterisk: true })
  // The picture held, once no other is on its way.
  const held = licence.upload ? null : licence.file
  const name = held?.name ?? ''
  const percent = licence.upload && licence.upload.total > 0 ? (licence.upload.loaded / licence.upload.total) * 100 : 0

  return (
    <form onSubmit={submit} noValidate aria-label={t`填写企业信息`}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {text(error)}
          </Alert>
        ) : null}
        {field('name', t`企业名称`, { maxLength: 50, autoComplete: 'organization', description: t`与营业执照上的名称一致` })}
        {field('creditCode', t`统一社会信用代码`, { maxLength: 18, description: t`18位，见营业执照` })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('contactName', t`联系人姓名`, { maxLength: 20, autoComplete: 'name' })}
          {field('contactPhone', t`联系人手机`, { maxLength: 11, autoComplete: 'tel', type: 'tel' })}
        </SimpleGrid>
        {field('email', t`电子邮箱`, { maxLength: 50, autoComplete: 'email', type: 'email' })}
        <Input.Wrapper label={t`营业执照`} withAsterisk error={errorOf('licence')} description={t`上传营业执照副本的清晰照片或扫描件`}>
          <Stack gap="xs" mt={4}>
            <UploadField
              variant="picture"
              subject={t`营业执照`}
              label={licence.file ? t`重新上传营业执照` : t`上传营业执照`}
              // The picture held is shown below; a new choice replaces it.
              files={licence.upload ? [{ name: licence.upload.name }] : []}
              onSelect={(files) => files[0] && onLicence(files[0])}
              uploading={licence.upload !== null}
              progress={percent}
              onCancel={onLicenceCancel}
              disabled={submitting}
            />
            {held ? (
              <Group gap="sm" align="flex-end">
                <Image src={safeHref(held.link)} alt={t`营业执照预览`} h={120} w="auto" fit="contain" radius="sm" />
                <Group gap={4}>
                  <Text size="sm">{held.name}</Text>
                  <CloseButton size="sm" aria-label={t`移除 ${name}`} onClick={onLicenceRemove} disabled={submitting} />
                </Group>
              </Group>
            ) : null}
          </Stack>
        </Input.Wrapper>
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack} disabled={submitting}>
            <Trans>上一步</Trans>
          </Button>
          <Button type="submit" loading={submitting}>
            <Trans>提交注册</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
