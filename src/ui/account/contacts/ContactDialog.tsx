import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useEffect, useRef, type FormEvent, type RefObject } from 'react'
import { useUiText } from '../../text'

export type ContactField = 'name' | 'mobile' | 'email' | 'position' | 'department'
export type ContactValues = Record<ContactField, string>

export interface ContactDialogProps {
  opened: boolean
  /** Adding a new contact, or changing one. */
  mode: 'add' | 'edit'
  values: ContactValues
  errors: Partial<Record<ContactField, MessageDescriptor>>
  /** A refusal about no one field (the contact is gone, the service unreachable). */
  error: MessageDescriptor | null
  saving: boolean
  onChange: (field: ContactField, value: string) => void
  onSubmit: () => void
  onCancel: () => void
}

const ORDER: readonly ContactField[] = ['name', 'mobile', 'email', 'department', 'position']

/**
 * 新增联系人 / 编辑联系人 (decision 040): name and mobile required, e-mail, department and position as
 * wanted; each error beside its field, the cursor on the first one to fix after 保存; nothing typed
 * is lost to a refusal. Closed only by 取消 or a save that went through, as the spec's dialogs are.
 */
export function ContactDialog({ opened, mode, values, errors, error, saving, onChange, onSubmit, onCancel }: ContactDialogProps) {
  const { t } = useLingui()
  const text = useUiText()
  // Set by 保存 and spent once its outcome is known (at once, or when the server has answered).
  const focusPending = useRef(false)
  const refs: Record<ContactField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    department: useRef<HTMLInputElement>(null),
    position: useRef<HTMLInputElement>(null),
  }

  useEffect(() => {
    if (!focusPending.current || saving) return
    focusPending.current = false
    const first = ORDER.find((field) => errors[field])
    if (first) refs[first].current?.focus()
    // Typing changes `errors` too, but by then nothing is pending: only an attempt moves the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, saving])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    focusPending.current = true
    onSubmit()
  }
  const title = mode === 'add' ? t`新增联系人` : t`编辑联系人`
  const field = (name: ContactField, label: string, extra: { required?: boolean; type?: string; maxLength?: number; autoComplete?: string } = {}) => (
    <TextInput
      ref={refs[name]}
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      maxLength={extra.maxLength}
      autoComplete={extra.autoComplete ?? 'off'}
      withAsterisk={extra.required ?? false}
      value={values[name]}
      error={errors[name] ? text(errors[name]) : undefined}
      disabled={saving}
      onChange={(event) => onChange(name, event.currentTarget.value)}
    />
  )

  return (
    <Modal opened={opened} onClose={onCancel} title={title} withCloseButton={false} closeOnClickOutside={false} size="lg" yOffset="4vh">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {text(error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', t`联系人姓名`, { required: true, maxLength: 20, autoComplete: 'name' })}
            {field('mobile', t`手机号码`, { required: true, type: 'tel', maxLength: 11, autoComplete: 'tel' })}
            {field('email', t`电子邮箱`, { type: 'email', autoComplete: 'email' })}
            {field('department', t`部门`, { maxLength: 30 })}
            {field('position', t`职务`, { maxLength: 20 })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              <Trans>取消</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>保存</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
