import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useUiText } from '../text'

/** The application's fields, as the form shows them. */
export type AgencyFormField = 'tenantName' | 'creditCode' | 'linkman' | 'contactNumber' | 'email' | 'address' | 'domain' | 'remark'

export interface AgencyApplyFormProps {
  values: Record<AgencyFormField, string>
  /** Each field's error, shown beside it. */
  errors: Partial<Record<AgencyFormField, MessageDescriptor>>
  /** Why the platform refused the application (a duplicate, a site that takes none). */
  refusal: MessageDescriptor | null
  submitting: boolean
  onChange: (field: AgencyFormField, value: string) => void
  onSubmit: () => void
}

/**
 * The agency sign-up form (代理机构入驻): the agency's name and credit code, its contact, its
 * address and, optionally, the domain it would like and a note. Every field says its own error in
 * place; the platform's refusal shows above 提交申请, with everything typed kept.
 */
export function AgencyApplyForm({ values, errors, refusal, submitting, onChange, onSubmit }: AgencyApplyFormProps) {
  const { t } = useLingui()
  const text = useUiText()
  const error = (field: AgencyFormField) => (errors[field] ? text(errors[field]) : undefined)
  const input = (field: AgencyFormField) => ({
    value: values[field],
    error: error(field),
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
    disabled: submitting,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t`代理机构入驻申请`}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`机构名称`} placeholder={t`与营业执照一致`} withAsterisk maxLength={60} {...input('tenantName')} />
          <TextInput label={t`统一社会信用代码`} placeholder={t`18位统一社会信用代码`} withAsterisk maxLength={18} {...input('creditCode')} />
          <TextInput label={t`联系人`} withAsterisk maxLength={20} {...input('linkman')} />
          <TextInput label={t`联系电话`} placeholder={t`11位手机号码`} withAsterisk inputMode="tel" maxLength={11} {...input('contactNumber')} />
          <TextInput label={t`电子邮箱`} withAsterisk type="email" {...input('email')} />
          <TextInput label={t`访问域名`} placeholder={t`选填，例如 agency.example.com`} {...input('domain')} />
        </SimpleGrid>
        <TextInput label={t`办公地址`} withAsterisk maxLength={100} {...input('address')} />
        <Textarea label={t`申请说明`} placeholder={t`选填，不超过200字`} rows={3} {...input('remark')} />
        {refusal ? (
          <Alert color="red" role="alert" title={t`申请未能提交`}>
            {text(refusal)}
          </Alert>
        ) : null}
        <Button type="submit" loading={submitting} w="fit-content">
          <Trans>提交申请</Trans>
        </Button>
      </Stack>
    </form>
  )
}
