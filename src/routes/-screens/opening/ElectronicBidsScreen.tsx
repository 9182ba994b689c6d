import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { DECRYPT_STATUS, electronicBidListLogic, type BidPackage, type ElectronicBidRow } from '@/app/actors/opening/opening-screens'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { ListScreen } from '@/routes/-components/ListScreen'
import { ProjectNameSearch } from '@/routes/-components/ListSearchForm'
import { RowLink } from '@/routes/-components/list-cells'
import { useRouteList } from '@/routes/-components/use-shell-list'
import { formatDateTime } from '@/ui/format/date'
import type { PagedTableColumn } from '@/ui/table/PagedTable'
import { SelfCheckLink } from '@/routes/-screens/opening/SelfCheckLink'

const route = getRouteApi('/_auth/_shell/electronicOpening/electronicBidTender')

/** One package's bid: the file, when it went in, and the certificate it was encrypted for. */
function PackageBid({ bid }: { bid: BidPackage }) {
  const { packageName, file } = bid
  if (!file) {
    // A Badge is a block (a div): beside the name in a group, never inside a paragraph.
    return (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{packageName}</Text>
        <Badge size="sm" color="orange" variant="light">
          <Trans>未递交投标文件</Trans>
        </Badge>
      </Group>
    )
  }
  const { fileName, certSerial: serial } = file
  const uploaded = formatDateTime(file.uploadTime)
  return (
    <div>
      <Text size="sm">
        <Trans>
          {packageName}：{fileName}
        </Trans>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>上传时间：{uploaded}</Trans>
      </Text>
      <Text size="xs" c="dimmed">
        {serial ? <Trans>加密证书序列号：{serial}</Trans> : <Trans>加密证书：未知</Trans>}
      </Text>
    </div>
  )
}

/** My own standing in the hall, in a word. */
function MyStanding({ row }: { row: ElectronicBidRow }) {
  const progress = row.progress
  if (!progress) return null
  let label
  if (progress.recordSignStatus) label = <Trans>已签署开标记录</Trans>
  else if (progress.decryptStatus === DECRYPT_STATUS.decrypted) label = <Trans>已解密</Trans>
  else if (progress.decryptStatus === DECRYPT_STATUS.failed) label = <Trans>解密失败</Trans>
  else if (progress.fileSureStatus) label = <Trans>已确认投标文件</Trans>
  else if (progress.checkInStatus) label = <Trans>已签到</Trans>
  else label = <Trans>未签到</Trans>
  return (
    <Text size="xs" c={progress.decryptStatus === DECRYPT_STATUS.failed ? 'red' : 'dimmed'}>
      {label}
    </Text>
  )
}

export function ElectronicBidsScreen() {
  const { t } = useLingui()
  const { search, navigate, loaded, filter, table } = useRouteList(route, electronicBidListLogic)
  const hall = (row: ElectronicBidRow) => navigate({ to: '/electronicOpening', search: { projectId: row.id } })
  const progress = (row: ElectronicBidRow) => navigate({ to: '/electronicOpening/seeProgess', search: { projectId: row.id } })
  const evaluation = (row: ElectronicBidRow) => navigate({ to: '/electronicOpening/evaluationInteract', search: { projectId: row.id } })

  const columns: PagedTableColumn<ElectronicBidRow>[] = [
    { key: 'projectCode', title: t`项目编号`, width: 150 },
    { key: 'projectName', title: t`项目名称`, width: 200, card: 'title',
      render: (row) => (
        <RowLink to="/electronicOpening/seeProgess" search={{ projectId: row.id }}>
          {row.projectName}
        </RowLink>
      ),
    },
    { key: 'openTime', title: t`开标时间`, width: 170, render: (row) => formatDateTime(row.openTime) },
    {
      key: 'bids',
      title: t`我的投标文件`,
      width: 300,
      render: (row) =>
        row.packages.length === 0 ? (
          '—'
        ) : (
          <Stack gap={6}>
            {row.packages.map((bid) => (
              <PackageBid key={bid.packageId} bid={bid} />
            ))}
          </Stack>
        ),
    },
    {
      key: 'hall',
      title: t`开标状态`,
      width: 150,
      render: (row) => (
        <Stack gap={2}>
          <HallStandingBadge standing={row.hall} />
          <MyStanding row={row} />
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={<Trans>我的电子投标</Trans>}
      search={
        <>
          <SelfCheckLink withNote />
          <ProjectNameSearch label={t`查询电子投标`} value={search.projectName} filter={filter} loaded={loaded} byCode />
        </>
      }
      {...table}
      label={t`电子投标列表`}
      columns={columns}
      rowKey={(row) => row.id}
      actionsWidth={290}
      actions={(row) => (
        <>
          <Button size="xs" variant="light" onClick={() => hall(row)} aria-label={t`进入开标大厅：${row.projectName}`}>
            <Trans>开标大厅</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => progress(row)} aria-label={t`查看开标进度：${row.projectName}`}>
            <Trans>开标进度</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => evaluation(row)} aria-label={t`评标互动：${row.projectName}`}>
            <Trans>评标互动</Trans>
          </Button>
        </>
      )}
      empty={{ none: t`暂无网上开标项目的投标`, noMatch: t`没有符合条件的电子投标` }}
      filtered={Boolean(search.projectName)}
      minWidth={1360}
    />
  )
}
