import { msg } from '@lingui/core/macro'
import { Anchor, Badge, Group, Stack, Text, type AnchorProps } from '@mantine/core'
import { createLink, type LinkComponent, type ToOptions } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import type { Project } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { projectKindLabels } from '@/ui/format/project-labels'
import type { PagedTableColumn } from '@/ui/table/PagedTable'

/** Where a row opens: a route and its search, checked against the route tree. */
export type RowTarget = ToOptions

const RowAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Anchor ref={ref} size="sm" {...props} />)
const RouterRowLink = createLink(RowAnchor)

/**
 * A list row's title that opens its page: a real link to the page's address, so a middle click or
 * Ctrl+click opens it in a new tab and the address can be copied; a plain click stays in the app.
 */
export const RowLink: LinkComponent<typeof RowAnchor> = (props) => <RouterRowLink {...props} />

/** A row's title that opens something in place (a dialog), where there is no page to link to. */
export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={onClick}>
      {children}
    </Anchor>
  )
}

/**
 * A project's name with its code beneath in small dimmed text (or any record's name with its
 * number: a contract's, a specimen's): one cell instead of a 项目编号 column beside a 项目名称 one, so
 * the lists fit beside the sidebar at 1366 px. With `to` the name links to the row's page (a
 * {@link RowLink}); without it, it is plain text. No code, no second line.
 */
export function NameWithCode({ name, code, to }: { name: ReactNode; code?: string | null | undefined; to?: RowTarget | undefined }) {
  return (
    <Stack gap={2}>
      {to ? <RowLink {...to}>{name}</RowLink> : <Text size="sm">{name}</Text>}
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

/**
 * How every project notice list begins: 项目编号, 项目名称 (a link to the project's page, and a
 * phone's card's heading), 项目类型, 采购人.
 */
export function noticeColumns(target: (project: Project) => RowTarget): PagedTableColumn<Project>[] {
  return [
    { key: 'projectCode', title: msg`项目编号`, width: 150 },
    { key: 'projectName', title: msg`项目名称`, card: 'title', render: (p) => <RowLink {...target(p)}>{p.projectName}</RowLink> },
    { key: 'projectTypeName', title: msg`项目类型`, width: 110, render: (p) => <CodeText labels={projectKindLabels} code={p.projectType} sent={p.projectTypeName} /> },
    { key: 'purchaserName', title: msg`采购人`, width: 180 },
  ]
}
