import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group } from '@mantine/core'
import { PagedTable, type PagedTableProps } from '../../table/PagedTable'

/** A contact as the table shows it. */
export interface ContactRowView {
  id: string
  name: string
  mobile: string
  email: string
  position: string
  department: string
  isManage: boolean
  createTime: string
}

type TableProps = Pick<PagedTableProps<ContactRowView>, 'rows' | 'total' | 'page' | 'size' | 'onPage' | 'onSize' | 'loading' | 'error' | 'onRetry'>

export interface ContactTableProps extends TableProps {
  /** Searching by name: the empty state says nothing matched rather than that there are none. */
  searched: boolean
  /** While a change is under way the row actions wait. */
  busy: boolean
  onEdit: (contact: ContactRowView) => void
  onMakeManager: (contact: ContactRowView) => void
  onDelete: (contact: ContactRowView) => void
}

/**
 * The supplier's contacts (decision 040): who they are, how to reach them, which one manages the
 * account (管理员), and per row 编辑, 设为管理员 and 删除. The manager is neither made manager again
 * nor deleted: those buttons are off for its row, saying why.
 */
export function ContactTable({ searched, busy, onEdit, onMakeManager, onDelete, ...table }: ContactTableProps) {
  const { t } = useLingui()
  return (
    <PagedTable
      {...table}
      label={t`联系人列表`}
      rowKey={(contact) => contact.id}
      emptyTitle={searched ? t`没有符合条件的联系人` : t`暂无联系人`}
      minWidth={860}
      columns={[
        {
          key: 'name',
          title: <Trans>姓名</Trans>,
          width: 150,
          render: (contact) => (
            <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
              {contact.name}
              {contact.isManage ? (
                <Badge size="sm" variant="light" color="blue">
                  <Trans>管理员</Trans>
                </Badge>
              ) : null}
            </Group>
          ),
        },
        { key: 'mobile', title: <Trans>手机号码</Trans> },
        { key: 'email', title: <Trans>电子邮箱</Trans> },
        { key: 'department', title: <Trans>部门</Trans> },
        { key: 'position', title: <Trans>职务</Trans> },
        { key: 'createTime', title: <Trans>创建时间</Trans>, width: 170 },
      ]}
      actionsWidth={240}
      actions={(contact) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => onEdit(contact)} aria-label={t`编辑 ${contact.name}`}>
            <Trans>编辑</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={busy || contact.isManage}
            onClick={() => onMakeManager(contact)}
            aria-label={contact.isManage ? t`${contact.name}已是管理员，无需设为管理员` : t`设为管理员：${contact.name}`}
          >
            <Trans>设为管理员</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={busy || contact.isManage}
            title={contact.isManage ? t`管理员不能删除，请先将其他联系人设为管理员` : undefined}
            onClick={() => onDelete(contact)}
            aria-label={contact.isManage ? t`管理员 ${contact.name} 不能删除` : t`删除 ${contact.name}`}
          >
            <Trans>删除</Trans>
          </Button>
        </Group>
      )}
    />
  )
}
