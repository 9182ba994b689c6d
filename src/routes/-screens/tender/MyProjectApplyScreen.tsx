import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { entryContactLogic } from '@/app/actors/tender/my-projects'
import { useShellFlow } from '@/app/use-flow'
import { textValues, useFormDraft } from '@/app/use-form-draft'
import type { ContactDraft } from '@/machines/tender/entryContact.machine'
import type { Entry } from '@/services/schemas/bid-project'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { DraftRestoredNote } from '@/ui/forms/DraftRestoredNote'
import { formatDateTime } from '@/ui/format/date'
import { EntryStandingText } from '@/ui/format/CodeText'
import { PageLoader } from '@/ui/pages/PageLoader'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { isEffectiveEntry } from '@/domain/entry'

const route = getRouteApi('/_auth/_shell/personal/myProject/myProjectApply')

const contactShape = textValues<keyof ContactDraft>(['linkMan', 'linkPhone'])

export function MyProjectApplyScreen() {
  const { projectId } = route.useSearch()
  return <SignUpRecords key={projectId} projectId={projectId} />
}

function SignUpRecords({ projectId }: { projectId: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const flow = useShellFlow(entryContactLogic, { input: { projectId } })
  const entries = useSelector(flow, (s) => s.context.entries)
  const draft = useSelector(flow, (s) => s.context.draft)
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors)
  const error = useSelector(flow, (s) => s.context.error)
  const editingId = useSelector(flow, (s) => s.context.editingId)
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const saving = useSelector(flow, (s) => s.hasTag('saving'))
  const editing = useSelector(flow, (s) => s.hasTag('editing'))
  const editedPackage = entries?.find((e) => e.id === editingId)?.packageName ?? ''
  // A sign-up's contact typed and not saved comes back when that sign-up's form opens again.
  const kept = useFormDraft<ContactDraft>({
    form: 'entryContact',
    record: editingId ?? '',
    version: 1,
    shape: contactShape,
    values: editing && editingId ? draft : null,
    apply: (values) => (['linkMan', 'linkPhone'] as const).forEach((field) => flow.send({ type: 'contact.change', field, value: values[field] })),
  })
  const { sent } = kept
  useEffect(() => {
    const saved = flow.on('contact.saved', () => sent())
    return () => saved.unsubscribe()
  }, [flow, sent])

  const columns: PagedTableColumn<Entry>[] = [
    { key: 'packageName', title: t`标段（包）` },
    { key: 'linkMan', title: t`联系人`, width: 120, render: (e) => e.linkMan || '—' },
    { key: 'linkPhone', title: t`联系电话`, width: 140, render: (e) => e.linkPhone || '—' },
    { key: 'entryTime', title: t`报名时间`, width: 170, render: (e) => formatDateTime(e.entryTime) },
    {
      key: 'entryStatusName',
      title: t`状态`,
      width: 140,
      render: (e) => (
        <Badge variant="light" color={isEffectiveEntry(e) ? 'blue' : 'gray'} style={{ textTransform: 'none' }}>
          <EntryStandingText entry={e} />
        </Badge>
      ),
    },
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'contact.submit' })
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>
          <Trans>报名信息</Trans>
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => navigate({ to: '/personal/projectDetail', search: { id: projectId } })}>
            <Trans>查看项目</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => navigate({ to: '/personal/myProject', search: { curr: 1, size: 10 } })}>
            <Trans>返回我的项目</Trans>
          </Button>
        </Group>
      </Group>
      {loading ? <PageLoader /> : null}
      {failed ? (
        <Alert color="red" role="alert" title={<Trans>报名信息加载失败</Trans>}>
          {error ? i18n._(error) : null}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => flow.send({ type: 'contact.retry' })}>
              <Trans>重试</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}
      {entries ? (
        <PagedTable
          label={t`报名记录`}
          columns={columns}
          rows={entries}
          rowKey={(e) => e.id}
          total={entries.length}
          page={1}
          size={40}
          onPage={() => {}}
          onSize={() => {}}
          emptyTitle={t`您未报名该项目`}
          actionsWidth={120}
          actions={(e) =>
            isEffectiveEntry(e) ? (
              <Button size="compact-xs" variant="subtle" aria-label={t`修改${e.packageName}的联系人`} onClick={() => flow.send({ type: 'contact.edit', id: e.id })}>
                <Trans>修改联系人</Trans>
              </Button>
            ) : null
          }
        />
      ) : null}
      <Modal opened={editing} onClose={() => flow.send({ type: 'contact.cancel' })} title={t`修改报名联系人`} closeOnClickOutside={false}>
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm" c="dimmed">
              {editedPackage}
            </Text>
            <DraftRestoredNote restored={kept.restored} onDiscard={kept.discard} />
            <ErrorAlert error={error} />
            <TextInput
              label={t`联系人`}
              value={draft.linkMan}
              onChange={(e) => flow.send({ type: 'contact.change', field: 'linkMan', value: e.currentTarget.value })}
              error={fieldErrors.linkMan ? i18n._(fieldErrors.linkMan) : undefined}
              required
              data-autofocus
            />
            <TextInput
              label={t`手机号码`}
              value={draft.linkPhone}
              onChange={(e) => flow.send({ type: 'contact.change', field: 'linkPhone', value: e.currentTarget.value })}
              error={fieldErrors.linkPhone ? i18n._(fieldErrors.linkPhone) : undefined}
              inputMode="tel"
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => flow.send({ type: 'contact.cancel' })}>
                <Trans>取消</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                <Trans>保存</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}
