import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CompanyData } from '@/services/bid-crm'
import { ErrorAlert } from '../../feedback/ErrorAlert'
import { useUiText } from '../../text'

export type CompanyDataValues = CompanyData
export type CompanyDataErrors = Partial<Record<keyof CompanyDataValues, MessageDescriptor>>

export interface CompanyDataFormProps {
  values: CompanyDataValues
  errors: CompanyDataErrors
  /** The server's refusal or a failure to save. */
  error: MessageDescriptor | null
  saved: boolean
  saving: boolean
  onChange: (field: keyof CompanyDataValues, value: string) => void
  onSubmit: () => void
  /** Said above the fields (a restored draft, decision 059). */
  notice?: ReactNode
}

/** The supplier's contact facts (企业资料), saved at once without review (updateSup, decision 039). */
export function CompanyDataForm({ values, errors, error, saved, saving, onChange, onSubmit, notice }: CompanyDataFormProps) {
  const { t } = useLingui()
  const text = useUiText()
  const input = (field: Exclude<keyof CompanyDataValues, 'introduction'>, label: string, extra: { required?: boolean; maxLength?: number; type?: string; description?: string } = {}) => (
    <TextInput
      label={label}
      name={field}
      value={values[field]}
      withAsterisk={extra.required ?? false}
      description={extra.description}
      maxLength={extra.maxLength}
      type={extra.type}
      error={errors[field] ? text(errors[field]) : undefined}
      disabled={saving}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  )
  return (
    <form
      aria-label={t`企业资料`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!saving) onSubmit()
      }}
    >
      <Stack>
        {saved ? (
          <Alert color="green" role="status" title={<Trans>企业资料已保存</Trans>}>
            <Trans>修改已生效，无需审核。</Trans>
          </Alert>
        ) : null}
        {notice}
        <ErrorAlert error={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('contactName', t`联系人`, { required: true, maxLength: 20 })}
          {input('contactPhone', t`联系人手机`, { required: true, maxLength: 11, type: 'tel' })}
          {input('email', t`电子邮箱`, { required: true, maxLength: 50, type: 'email' })}
          {input('telephone', t`固定电话`, { maxLength: 20, description: t`例如 0571-88886666` })}
          {input('website', t`企业网址`, { maxLength: 100, description: t`以http://或https://开头` })}
          {input('officeAddress', t`办公地址`, { required: true, maxLength: 100 })}
        </SimpleGrid>
        <Textarea
          label={t`企业简介`}
          name="introduction"
          value={values.introduction}
          error={errors.introduction ? text(errors.introduction) : undefined}
          disabled={saving}
          rows={4}
          maxLength={500}
          onChange={(event) => onChange('introduction', event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={saving}>
            <Trans>保存</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
