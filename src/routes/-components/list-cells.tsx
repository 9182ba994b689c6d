import { msg } from '@lingui/core/macro'
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Project } from '@/services/schemas/bid-project'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

/** A list row's title that opens it: a button (it navigates in-app) styled as a link. */
export function RowLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={onClick}>
      {children}
    </Anchor>
  )
}

/**
 * A project's name with its code beneath in small dimmed text (or any record's name with its
 * number: a contract's, a specimen's): one cell instead of a 项目编号 column beside a 项目名称 one, so
 * the lists fit beside the sidebar at 1366 px. With `onClick` the name opens the row (a
 * {@link RowLink}); without it, it is plain text. No code, no second line.
 */
export function NameWithCode({ name, code, onClick }: { name: ReactNode; code?: string | null | undefined; onClick?: (() => void) | undefined }) {
  return (
    <Stack gap={2}>
      {onClick ? <RowLink onClick={onClick}>{name}</RowLink> : <Text size="sm">{name}</Text>}
      {code ? (
        <Text size="xs" c="dimmed">
          {code}
        </Text>
      ) : null}
    </Stack>
  )
}

/** A row's standing as a badge, and beside it an outlined `mark` (已报名, 已申请) when there is one. */
export function StatusBadges({ color, mark, children }: { color: string; mark?: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={color}>
        {children}
      </Badge>
      {mark ? (
        <Badge variant="outline" color="blue">
          {mark}
        </Badge>
      ) : null}
    </Group>
  )
}

/** How every project notice list begins: 项目编号, 项目名称 (opening the project), 项目类型, 采购人. */
export function noticeColumns(open: (project: Project) => void): PagedTableColumn<Project>[] {
  return [
    { key: 'projectCode', title: msg`项目编号`, width: 150 },
    { key: 'projectName', title: msg`项目名称`, render: (p) => <RowLink onClick={() => open(p)}>{p.projectName}</RowLink> },
    { key: 'projectTypeName', title: msg`项目类型`, width: 110 },
    { key: 'purchaserName', title: msg`采购人`, width: 180 },
  ]
}
