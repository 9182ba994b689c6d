import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { QuestionProjects } from '@/app/actors/tender/clarification'
import {
  TENDER_EXPLAIN_STATUS,
  tenderExplainListLogic,
  tenderFileTypeOptionsLogic,
  type TenderExplainQuery,
  type TenderExplainRow,
} from '@/app/actors/tender/tender-explain'
import { useShellFlow } from '@/app/use-flow'
import { useListEditor } from '@/routes/-components/use-list-editor'
import { useListTable } from '@/routes/-components/use-list-table'
import { formatDateTime } from '@/ui/format/date'
import { PagedTable, type PagedTableColumn } from '@/ui/table/PagedTable'
import { projectOptions } from '@/routes/-screens/tender/project-options'
import { TenderExplainDialog } from '@/routes/-screens/tender/TenderExplainDialog'

/** The objections' query as the URL holds it, on the 招标文件异议 tab. */
export type TenderExplainSearch = TenderExplainQuery & { tab: 'explain' }

type Props = {
  search: TenderExplainSearch
  /** My signed-up projects (null while they load), for the filter and the form. */
  projects: QuestionProjects | null
  go: (search: TenderExplainSearch) => void
}

/** /personal/moreQuestion?tab=explain: my objections to procurement documents and the buyer's explanations (decision 030). */
export function TenderExplainSection({ search, projects, go }: Props) {
  const { t } = useLingui()
  const list = useShellFlow(tenderExplainListLogic, { input: { query: search } })
  const explains = useListEditor(list)
  const { filter, table } = useListTable(list, search, (next) => go({ ...next, tab: 'explain' }), { section: true })
  const typesFlow = useShellFlow(tenderFileTypeOptionsLogic, { input: { id: 'all' } })
  const fileTypes = useSelector(typesFlow, (s) => s.context.record) ?? []
  const filters = { projectId: search.projectId, fileType: search.fileType, status: search.status }
  const askable = projects?.askable ?? []

  const columns: PagedTableColumn<TenderExplainRow>[] = [
    {
      key: 'projectName',
      title: t`项目名称`,
      width: 200,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.projectName}</Text>
          <Text size="xs" c="dimmed">
            {row.projectCode}
          </Text>
        </Stack>
      ),
    },
    { key: 'fileTypeName', title: t`文件类型`, width: 110, render: (row) => row.fileTypeName ?? row.fileType },
    {
      key: 'title',
      title: t`异议内容`,
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {row.content}
          </Text>
        </Stack>
      ),
    },
    { key: 'createTime', title: t`提出时间`, width: 170, render: (row) => formatDateTime(row.createTime) },
    {
      key: 'status',
      title: t`状态`,
      width: 90,
      render: (row) => (
        <Badge variant="light" color={row.status === TENDER_EXPLAIN_STATUS.explained ? 'green' : 'orange'}>
          {row.status === TENDER_EXPLAIN_STATUS.explained ? <Trans>已说明</Trans> : <Trans>待说明</Trans>}
        </Badge>
      ),
    },
    {
      key: 'explainContent',
      title: t`采购人说明`,
      render: (row) =>
        row.explainContent ? (
          <Stack gap={2}>
            <Text size="sm">{row.explainContent}</Text>
            {row.explainTime ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(row.explainTime)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <Stack>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <NativeSelect
            label={t`按项目筛选`}
            data={[{ value: '', label: t`全部项目` }, ...projectOptions(projects?.all ?? [])]}
            value={search.projectId ?? ''}
            onChange={(e) => filter({ ...filters, projectId: e.currentTarget.value || undefined })}
            w={300}
          />
          <NativeSelect
            label={t`按文件类型筛选`}
            data={[{ value: '', label: t`全部类型` }, ...fileTypes.map((type) => ({ value: type.key, label: type.name }))]}
            value={search.fileType ?? ''}
            onChange={(e) => filter({ ...filters, fileType: e.currentTarget.value || undefined })}
            w={160}
          />
          <NativeSelect
            label={t`按状态筛选`}
            data={[
              { value: '', label: t`全部状态` },
              { value: String(TENDER_EXPLAIN_STATUS.awaiting), label: t`待说明` },
              { value: String(TENDER_EXPLAIN_STATUS.explained), label: t`已说明` },
            ]}
            value={search.status === undefined ? '' : String(search.status)}
            onChange={(e) => filter({ ...filters, status: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value) })}
            w={130}
          />
        </Group>
        <Button
          disabled={!projects || askable.length === 0}
          onClick={() => explains.send({ type: 'explain.new', projectId: askable.some((p) => p.id === search.projectId) ? (search.projectId ?? null) : null })}
        >
          <Trans>提出异议</Trans>
        </Button>
      </Group>
      {projects && askable.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>您报名的项目中暂无可提出异议的项目。</Trans>
        </Text>
      ) : null}
      <PagedTable
        {...table}
        label={t`招标文件异议列表`}
        columns={columns}
        rowKey={(row) => row.id}
        emptyTitle={search.projectId || search.fileType || search.status !== undefined ? t`没有符合条件的异议` : t`暂无异议`}
        actions={(row) =>
          row.revisable ? (
            <Button
              size="xs"
              variant="light"
              aria-label={t`修改异议：${row.title}`}
              onClick={() => explains.send({ type: 'explain.revise', draft: { id: row.id, projectId: row.projectId, fileType: row.fileType, title: row.title, content: row.content } })}
            >
              <Trans>修改</Trans>
            </Button>
          ) : null
        }
        actionsWidth={90}
        minWidth={1100}
      />
      <TenderExplainDialog flow={explains} askable={askable} all={projects?.all ?? []} />
    </Stack>
  )
}
