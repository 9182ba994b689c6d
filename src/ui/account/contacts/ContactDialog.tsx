import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useRef, type RefObject } from 'react'
import { useBoundTextInput } from '../../forms/bound-text-input'
import { useSubmitToFirstError } from '../../forms/use-submit-to-first-error'
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
  const refs: Record<ContactField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    department: useRef<HTMLInputElement>(null),
    position: useRef<HTMLInputElement>(null),
  }

  // After 保存, once answered, the cursor goes to the first field to fix.
  const submit = useSubmitToFirstError(ORDER, errors, refs, saving, onSubmit)
  const title = mode === 'add' ? t`新增联系人` : t`编辑联系人`
  const errorOf = (name: ContactField) => (errors[name] ? text(errors[name]) : undefined)
  const field = useBoundTextInput<ContactField>({ values, errorOf, refs, disabled: saving, onChange }, { type: 'text', autoComplete: 'off' })

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
            {field('name', t`联系人姓名`, { withAsterisk: true, maxLength: 20, autoComplete: 'name' })}
            {field('mobile', t`手机号码`, { withAsterisk: true, type: 'tel', maxLength: 11, autoComplete: 'tel' })}
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
