import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { contactListLogic } from '@/app/actors/account/contacts'
import type { Notice } from '@/machines/account/contactEdit.machine'
import { ListPage } from '@/routes/-components/ListScreen'
import { ListSearchForm } from '@/routes/-components/ListSearchForm'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { ContactDialog } from '@/ui/account/contacts/ContactDialog'
import { ContactTable, type ContactRowView } from '@/ui/account/contacts/ContactTable'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'

const route = getRouteApi('/_auth/_shell/personal/setCenter/linkmanSet')

const NOTICES: Record<Notice, MessageDescriptor> = {
  added: msg`联系人已添加`,
  saved: msg`联系人已保存`,
  deleted: msg`联系人已删除`,
  managerSet: msg`管理员已变更`,
}

export function LinkmanSetScreen() {
  const { t, i18n } = useLingui()
  const { search, list, filter, table, loaded } = useRouteList(route, contactListLogic)
  const edit = useListEditor(list)
  const draft = useSelector(edit, (s) => s.context.draft)
  const fieldErrors = useSelector(edit, (s) => s.context.fieldErrors)
  const error = useSelector(edit, (s) => s.context.error)
  const notice = useSelector(edit, (s) => s.context.notice)
  const target = useSelector(edit, (s) => s.context.target)
  const editingId = useSelector(edit, (s) => s.context.editingId)
  const busy = useSelector(edit, (s) => s.hasTag('busy'))
  const formOpen = useSelector(edit, (s) => s.hasTag('formOpen'))
  const saving = useSelector(edit, (s) => s.hasTag('saving'))
  // The open question (decision 075): which act it asks, or null.
  const asked = useSelector(edit, (s) => (s.hasTag('asking') ? s.context.act : null))

  const rows: ContactRowView[] = table.rows.map((contact) => ({
    id: contact.id,
    name: contact.name,
    mobile: contact.mobile,
    email: contact.email,
    position: contact.position,
    department: contact.department,
    isManage: contact.isManage,
    createTime: contact.createTime,
  }))
  const row = (contact: ContactRowView) => {
    const { createTime: _, ...fields } = contact
    return fields
  }

  return (
    <ListPage
      title={<Trans>联系人管理</Trans>}
      intro={<Trans>管理员是负责本企业账号的联系人，平台的重要通知将发送给管理员。每个企业有且仅有一名管理员；管理员不能删除，可先将其他联系人设为管理员。</Trans>}
      search={
        <>
          <Group justify="space-between" align="flex-end">
            <ListSearchForm
              label={t`查询联系人`}
              fieldLabel={t`联系人姓名`}
              placeholder={t`请输入联系人姓名`}
              fieldWidth={220}
              value={search.name}
              onSearch={(name) => filter({ name })}
              onReset={() => filter({})}
              results={loaded}
            />
            <Button onClick={() => edit.send({ type: 'contact.add' })} disabled={busy || formOpen}>
              <Trans>新增联系人</Trans>
            </Button>
          </Group>
          {notice && !formOpen ? (
            <Alert color="green" role="status" withCloseButton closeButtonLabel={t`关闭提示`} onClose={() => edit.send({ type: 'notice.dismiss' })}>
              {i18n._(NOTICES[notice])}
            </Alert>
          ) : null}
          {!formOpen ? <ErrorAlert error={error} /> : null}
        </>
      }
    >
      <ContactTable
        {...table}
        rows={rows}
        searched={Boolean(search.name)}
        busy={busy}
        onEdit={(contact) => edit.send({ type: 'contact.edit', contact: row(contact) })}
        onMakeManager={(contact) => edit.send({ type: 'contact.makeManager', contact: row(contact) })}
        onDelete={(contact) => edit.send({ type: 'contact.delete', contact: row(contact) })}
      />
      <ContactDialog
        opened={formOpen}
        mode={editingId ? 'edit' : 'add'}
        values={draft}
        errors={fieldErrors}
        error={formOpen ? error : null}
        saving={saving}
        onChange={(field, value) => edit.send({ type: 'field.change', field, value })}
        onSubmit={() => edit.send({ type: 'form.submit' })}
        onCancel={() => edit.send({ type: 'form.cancel' })}
      />
      <ConfirmDialog
        opened={asked === 'delete'}
        danger
        onConfirm={() => edit.send({ type: 'confirm.yes' })}
        onCancel={() => edit.send({ type: 'confirm.no' })}
      >
        <Trans>确定删除联系人“{target?.name}”吗？</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asked === 'makeManager'}
        onConfirm={() => edit.send({ type: 'confirm.yes' })}
        onCancel={() => edit.send({ type: 'confirm.no' })}
      >
        <Trans>确定将“{target?.name}”设为管理员吗？原管理员将成为普通联系人。</Trans>
      </ConfirmDialog>
    </ListPage>
  )
}
