import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Pagination,
  Select,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import type { ReactNode } from 'react'

import { EmptyState } from '../pages/EmptyState'
import { useNarrowScreen } from '../shell/ScreenSize'
import { useUiNode, type UiNode } from '../text'
import { cellText, orDash } from './cells'
import type { PagedTableColumn } from './columns'
import { PAGE_SIZES } from './page-sizes'
import { RowCards } from './RowCards'
import classes from './PagedTable.module.css'

export type { CardPlace, PagedTableColumn } from './columns'

export interface PagedTableSelection<Row> {
  /** Keys (from `rowKey`) of the selected rows; controlled by the caller. */
  selected: readonly string[]
  onChange: (selected: string[]) => void
  /** What a row's checkbox is about, for its accessible name 选择 {label}; defaults to 第 {n} 行. */
  rowLabel?: (row: Row) => string
}

export interface PagedTableProps<Row> {
  /** Accessible name of the table, e.g. 消息列表. */
  label: string
  columns: readonly PagedTableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Total number of records across all pages (shown as 共 {total} 条). */
  total: number
  /** 1-based page number and page size: from the URL, changes go out through the callbacks. */
  page: number
  size: number
  onPage: (page: number) => void
  onSize: (size: number) => void
  pageSizes?: readonly number[]
  /** A request is under way: rows stay as they are, the table is marked busy. */
  loading?: boolean
  /** Set when loading failed: the message is shown with a 重试 button instead of the table. */
  error?: UiNode | null
  onRetry?: () => void
  /** Title of the empty state; defaults to 暂无数据. */
  emptyTitle?: UiNode
  /** Optional selection column of checkboxes. */
  selection?: PagedTableSelection<Row>
  /** Per-row action buttons, shown in a last column headed 操作. */
  actions?: (row: Row, index: number) => ReactNode
  actionsWidth?: number | string
  /** Horizontal scroll kicks in below this width (above a phone's, where rows are cards). */
  minWidth?: number
  /** Rows of this page the server sent that could not be read (left out, and logged). */
  unreadable?: number
}

/** Says that rows were left out, so a short page is not taken for the whole. */
function UnreadableNotice({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Alert color="yellow" role="status" mb="sm" title={<Trans>部分记录无法读取</Trans>}>
      <Trans>服务返回的 {count} 条记录格式有误，未在此显示；详情已记入错误日志，请联系平台管理员。</Trans>
    </Alert>
  )
}

/**
 * The paged data table of spec 000 §2.3: 序号 column numbered across pages, optional selection
 * column, per-row actions in an 操作 column, page sizes 10/20/30/40, at most 650 px high, total
 * count; loading, empty and error states. Generic over the row type. Below 768 px each row is a
 * card instead (`RowCards`), as the columns' `card` places them: a table there hid its right-hand
 * columns, the actions and deadlines among them, behind a sideways scroll nothing pointed to.
 */
export function PagedTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  total,
  page,
  size,
  onPage,
  onSize,
  pageSizes = PAGE_SIZES,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  selection,
  actions,
  actionsWidth,
  minWidth = 600,
  unreadable = 0,
}: PagedTableProps<Row>) {
  const { t } = useLingui()
  const node = useUiNode()
  const phone = useNarrowScreen()

  if (error) {
    return (
      <Alert color="red" role="alert" title={<Trans>加载失败</Trans>}>
        {node(error)}
        {onRetry && (
          <Box mt="sm">
            <Button size="xs" variant="light" onClick={onRetry} loading={loading}>
              <Trans>重试</Trans>
            </Button>
          </Box>
        )}
      </Alert>
    )
  }

  const status = (
    <div role="status" aria-live="polite">
      {loading && (
        <VisuallyHidden>
          <Trans>加载中</Trans>
        </VisuallyHidden>
      )}
    </div>
  )

  if (!loading && rows.length === 0) {
    // A page past the last of a list that has rows (an old link, rows gone since) is no empty list: the way back to the first is offered.
    const pastTheEnd = page > 1 && total > 0
    return (
      <>
        {status}
        <UnreadableNotice count={unreadable} />
        <EmptyState
          title={pastTheEnd ? <Trans>第 {page} 页没有记录</Trans> : emptyTitle}
          action={
            pastTheEnd ? (
              <Button size="xs" variant="light" onClick={() => onPage(1)}>
                <Trans>回到第一页</Trans>
              </Button>
            ) : undefined
          }
        />
      </>
    )
  }

  const keys = rows.map(rowKey)
  const selected = new Set(selection?.selected ?? [])
  const selectedHere = keys.filter((k) => selected.has(k)).length
  const allHere = keys.length > 0 && selectedHere === keys.length
  const toggleAll = () => {
    if (!selection) return
    const others = selection.selected.filter((k) => !keys.includes(k))
    selection.onChange(allHere ? others : [...others, ...keys])
  }
  const toggle = (key: string) => {
    if (!selection) return
    selection.onChange(selected.has(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key])
  }
  const rowNumber = (i: number) => (page - 1) * size + i + 1
  const rowCheck = (row: Row, i: number) => {
    const key = keys[i]!
    const n = rowNumber(i)
    const rowLabel = selection?.rowLabel ? selection.rowLabel(row) : t`第 ${n} 行`
    return <Checkbox aria-label={t`选择 ${rowLabel}`} checked={selected.has(key)} onChange={() => toggle(key)} />
  }
  const pageCheck = (
    <Checkbox aria-label={t`全选本页`} checked={allHere} indeterminate={selectedHere > 0 && !allHere} onChange={toggleAll} />
  )
  const controlLabels = { first: t`第一页`, previous: t`上一页`, next: t`下一页`, last: t`最后一页` }
  const pageSizeOptions = (pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b)).map(
    (n) => ({
      value: String(n),
      label: t`${n} 条/页`,
    }),
  )

  return (
    <>
      {status}
      <UnreadableNotice count={unreadable} />
      <Box pos="relative">
        <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} />
        {phone ? (
          <>
            {selection ? <Box mb="xs">{pageCheck}</Box> : null}
            <RowCards label={label} columns={columns} rows={rows} keys={keys} loading={loading} check={selection ? rowCheck : undefined} actions={actions} />
          </>
        ) : (
          // A table wider or taller than its box scrolls: its box takes focus so the keyboard can scroll it too.
          <Table.ScrollContainer minWidth={minWidth} maxHeight={650} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': label } }}>
            <Table striped highlightOnHover stickyHeader aria-label={label} aria-busy={loading || undefined}>
              <Table.Thead>
                <Table.Tr>
                  {selection && <Table.Th w={44}>{pageCheck}</Table.Th>}
                  <Table.Th w={70}>
                    <Trans>序号</Trans>
                  </Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key} w={c.width}>
                      {node(c.title)}
                    </Table.Th>
                  ))}
                  {actions && (
                    <Table.Th w={actionsWidth} className={classes.actions}>
                      <Trans>操作</Trans>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => {
                  const key = keys[i]!
                  return (
                    <Table.Tr key={key} aria-selected={selection ? selected.has(key) : undefined}>
                      {selection && <Table.Td>{rowCheck(row, i)}</Table.Td>}
                      <Table.Td>{rowNumber(i)}</Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c.key}>{orDash(c.render ? c.render(row, i) : cellText(row, c.key))}</Table.Td>
                      ))}
                      {actions && (
                        <Table.Td className={classes.actions} data-row-actions>
                          {/* Buttons that do not fit the column's width (English names are longer) go on a second line, not out of sight. */}
                          <Group gap="xs">
                            {actions(row, i)}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          <Trans>共 {total} 条</Trans>
        </Text>
        <Group>
          <Select
            aria-label={t`每页条数`}
            w={110}
            data={pageSizeOptions}
            value={String(size)}
            onChange={(v) => v && Number(v) !== size && onSize(Number(v))}
            allowDeselect={false}
          />
          <Box component="nav" aria-label={t`分页`}>
            <Pagination
              total={Math.max(1, Math.ceil(total / size))}
              value={page}
              onChange={onPage}
              // A phone's row of page buttons: first, current and last, so it fits beside nothing.
              siblings={phone ? 0 : 1}
              getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            />
          </Box>
        </Group>
      </Group>
    </>
  )
}
