import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { HALL_NODE_STATUS, HALL_STATUS, hallViewOf, openingLogic, type HallView } from '@/app/actors/opening/opening'
import { bidReadingLogic } from '@/app/actors/opening/opening-screens'
import { featureOn } from '@/app/features'
import { usePortal } from '@/app/portal-context'
import { useShellFlow } from '@/app/use-flow'
import { nextNodeAt } from '@/machines/opening/hall'
import type { serverClockMachine } from '@/machines/opening/serverClock.machine'
import { useNotOpened } from '@/routes/-components/NotOpenedFrame'
import { useShell } from '@/routes/-components/use-shell'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { useCodeLabel } from '@/ui/format/code-label'
import { formatDateTime } from '@/ui/format/date'
import { hallNodeLabels } from '@/ui/format/hall-labels'
import { PasswordField } from '@/ui/forms/PasswordField'
import { PageLoader } from '@/ui/pages/PageLoader'
import { TableHead } from '@/ui/table/TableHead'
import { BidReadingPanel } from '@/routes/-screens/opening/BidReadingPanel'
import { Busy } from '@/routes/-screens/opening/Busy'
import { HallNotice } from '@/routes/-screens/opening/HallNotice'
import { nodeStatusOf } from '@/routes/-screens/opening/node-status'
import { RecordSigningPanel, RecordViewer } from '@/routes/-screens/opening/RecordSigningPanel'
import { SelfCheckLink } from '@/routes/-screens/opening/SelfCheckLink'

/**
 * One project's opening hall on the server clock (decisions 023, 026), or its practice hall
 * (模拟开标, decision 028): the same flow and screen, the practice marked as such throughout.
 */
export function HallScreen({ projectId, rehearsal }: { projectId: string; rehearsal: boolean }) {
  const { profile } = useShell()
  const supplier = useSelector(profile, (s) => (s.hasTag('ready') || s.hasTag('failed') ? (s.context.profile?.user.supplierId ?? '') : null))
  if (supplier === null) return <PageLoader />
  if (!projectId || !supplier) {
    return (
      <Alert color="red" role="alert" title={<Trans>无法进入开标大厅</Trans>}>
        {projectId ? <Trans>当前账号未关联供应商，不能参加开标</Trans> : <Trans>未指定项目</Trans>}
      </Alert>
    )
  }
  return <Hall projectId={projectId} supplierId={supplier} rehearsal={rehearsal} />
}

type HallActor = ReturnType<typeof useHall>
const useHall = (projectId: string, supplierId: string, rehearsal: boolean) =>
  useShellFlow(openingLogic, { input: { projectId, packageId: '', supplierId, rehearsal } })


function Hall({ projectId, supplierId, rehearsal }: { projectId: string; supplierId: string; rehearsal: boolean }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const hall = useHall(projectId, supplierId, rehearsal)
  const reading = useSelector(hall, (s) => s.context.reading)
  const view = useMemo(() => hallViewOf(reading), [reading])
  const error = useSelector(hall, (s) => s.context.error)
  const warning = useSelector(hall, (s) => s.context.warning)
  const loading = useSelector(hall, (s) => s.hasTag('syncing') && s.context.reading === null)
  const clock = useSelector(hall, (s) => s.children.serverClock as ActorRefFrom<typeof serverClockMachine> | undefined)
  const { connection } = useShell()
  const offline = useSelector(connection, (s) => s.hasTag('offline'))
  const lost = useSelector(hall, (s) => s.context.connection)
  // The hall hears that the server answers again: a reading is taken again, a write offered again.
  useEffect(() => {
    if (!offline && lost === 'lost') hall.send({ type: 'connection.restored' })
  }, [hall, offline, lost])
  // A practice hall the back end does not have (decision 049) is not a hall that failed to load.
  useNotOpened(useSelector(hall, (s) => (s.hasTag('loadFailed') ? s.context.error : null)))

  const back = rehearsal ? (
    <Button variant="default" size="xs" onClick={() => navigate({ to: '/electronicOpening', search: { projectId } })}>
      <Trans>返回开标大厅</Trans>
    </Button>
  ) : (
    <Button variant="default" size="xs" onClick={() => navigate({ to: '/electronicOpening/electronicSign', search: { curr: 1, size: 10 } })}>
      <Trans>返回开标项目列表</Trans>
    </Button>
  )
  if (loading) return <PageLoader />
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3}>{view?.projectName || t`开标大厅`}</Title>
          {view?.projectCode ? (
            <Text size="sm" c="dimmed">
              {view.projectCode}
            </Text>
          ) : null}
        </Stack>
        {back}
      </Group>
      {rehearsal ? <RehearsalBanner /> : null}
      <Card withBorder padding="md" component="section" aria-label={t`服务器时间`}>
        {clock ? <ClockPanel clock={clock} view={view} offline={offline} /> : null}
      </Card>
      <ErrorAlert title={<Trans>操作未成功</Trans>} error={error} />
      <ConnectionNotice connection={lost} />
      {warning ? (
        <Alert color="yellow" role="alert">
          {i18n._(warning)}
        </Alert>
      ) : null}
      <Card withBorder padding="md" component="section" aria-label={t`当前操作`}>
        <ActionPanel hall={hall} view={view} projectId={projectId} rehearsal={rehearsal} />
      </Card>
      {view && !rehearsal && view.hasBid && readOut(view) ? (
        <Card withBorder padding="md" component="section" aria-label={t`唱标结果`}>
          <Title order={4} mb="sm">
            <Trans>唱标结果</Trans>
          </Title>
          {/* Read again as the hall moves on: the reading is published when decryption closes. */}
          <HallBidReading key={view.current} projectId={projectId} hallStatus={view.hallStatus} />
        </Card>
      ) : null}
      {view ? (
        <Card withBorder padding="md" component="section" aria-label={t`开标环节`}>
          <NodeTable view={view} />
        </Card>
      ) : null}
    </Stack>
  )
}

type ClockActor = ActorRefFrom<typeof serverClockMachine>

/** Decision 029: once the hall is past decryption (唱标, 签署开标记录, 开标结束) the bids are read out, unless it failed. */
const READ_OUT: ReadonlyArray<HallView['current']> = ['announcement', 'recordSigning', 'finished']
const readOut = (view: HallView) => view.hallStatus !== HALL_STATUS.failed && READ_OUT.includes(view.current)

/** The reading of the bids (唱标) as the back end publishes it: each bidder and its price. */
function HallBidReading({ projectId, hallStatus }: { projectId: string; hallStatus: number }) {
  const reading = useShellFlow(bidReadingLogic, { input: { id: projectId } })
  const loading = useSelector(reading, (s) => s.hasTag('loading'))
  const record = useSelector(reading, (s) => s.context.record)
  const error = useSelector(reading, (s) => (s.hasTag('failed') ? s.context.error : null))
  if (loading) return <Busy><Trans>正在读取唱标结果…</Trans></Busy>
  return <BidReadingPanel due hallStatus={hallStatus} reading={record} error={error} />
}

/** The only part that re-renders every second: it alone selects `serverNow`. */
function ServerNow({ clock }: { clock: ClockActor }) {
  const now = useSelector(clock, (s) => s.context.serverNow)
  return (
    <Text fw={700} size="xl" aria-live="off" data-testid="server-now">
      {now === null ? <Trans>正在读取服务器时间…</Trans> : formatDateTime(now)}
    </Text>
  )
}

function duration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** Time left until `until` on the server clock; re-renders with the clock's second. */
function Countdown({ clock, until }: { clock: ClockActor; until: number }) {
  const now = useSelector(clock, (s) => s.context.serverNow)
  return <Text span fw={700}>{now === null ? '--:--:--' : duration(until - now)}</Text>
}

/**
 * Decision 058: a step that failed because the server could not be reached says so, not what the
 * helper or the server would have said; once the server answers again the step is offered again.
 */
function ConnectionNotice({ connection }: { connection: 'lost' | 'restored' | null }) {
  if (connection === 'lost') {
    return (
      <Alert color="orange" role="alert" title={<Trans>无法连接服务器</Trans>}>
        <Trans>与服务器的连接已断开，刚才的操作没有完成。连接恢复后可继续。</Trans>
      </Alert>
    )
  }
  if (connection === 'restored') {
    return (
      <Alert color="blue" role="status">
        <Trans>连接已恢复，请重新操作。</Trans>
      </Alert>
    )
  }
  return null
}

function ClockPanel({ clock, view, offline }: { clock: ClockActor; view: HallView | null; offline: boolean }) {
  const offset = useSelector(clock, (s) => s.context.offset)
  // The last reading's offset says nothing of now once a reading has failed or the server is out of reach.
  const failed = useSelector(clock, (s) => s.context.error !== null)
  const current = view?.rows.find((row) => row.status === HALL_NODE_STATUS.current)
  const label = useCodeLabel()
  const nextAt = view ? nextNodeAt(view) : null
  const seconds = offset === null ? null : Math.round(offset / 1000)
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>服务器时间</Trans>
        </Text>
        <ServerNow clock={clock} />
      </Group>
      {offline ? (
        <Text size="sm" c="red">
          <Trans>无法连接服务器：服务器时间按上次读取推算，无法核对本机时间</Trans>
        </Text>
      ) : failed ? (
        <Text size="sm" c="red">
          <Trans>服务器时间读取失败，正在重试</Trans>
        </Text>
      ) : seconds !== null ? (
        <Text size="sm" c={Math.abs(seconds) >= 60 ? 'orange' : 'dimmed'}>
          {seconds === 0 ? <Trans>本机时间与服务器时间一致</Trans> : seconds > 0 ? <Trans>本机时间比服务器慢 {seconds} 秒</Trans> : <Trans>本机时间比服务器快 {-seconds} 秒</Trans>}
        </Text>
      ) : null}
      {current ? (
        <Text size="sm">
          <Trans>当前环节：{label(hallNodeLabels, current.nodeCode, current.nodeName)}</Trans>
          {nextAt !== null ? (
            <>
              {' · '}
              <Trans>
                距下一环节 <Countdown clock={clock} until={nextAt} />
              </Trans>
            </>
          ) : null}
        </Text>
      ) : null}
      {view?.current === 'decryption' && view.decryptDeadline !== null ? (
        <Text size="sm">
          <Trans>
            解密剩余时间 <Countdown clock={clock} until={view.decryptDeadline} />
          </Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

function NodeTable({ view }: { view: HallView }) {
  const { t } = useLingui()
  const label = useCodeLabel()
  return (
    <Table aria-label={t`开标环节`}>
      <TableHead
        columns={[
          <Trans>环节</Trans>,
          <Trans>开始时间</Trans>,
          <Trans>状态</Trans>,
        ]}
      />
      <Table.Tbody>
        {view.rows.map((row) => {
          const status = nodeStatusOf(row.status)
          return (
            <Table.Tr key={row.nodeCode} aria-current={row.status === HALL_NODE_STATUS.current ? 'step' : undefined}>
              <Table.Td>{label(hallNodeLabels, row.nodeCode, row.nodeName)}</Table.Td>
              <Table.Td>{view.rehearsal && row.status === HALL_NODE_STATUS.pending ? '—' : formatDateTime(row.startTime)}</Table.Td>
              <Table.Td>
                {/* The label keeps its width on a phone, where the table is narrow. */}
                <Badge variant="light" color={status.color} styles={{ label: { overflow: 'visible' } }}>
                  {status.label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

function ActionPanel({ hall, view, projectId, rehearsal }: { hall: HallActor; view: HallView | null; projectId: string; rehearsal: boolean }) {
  const navigate = useNavigate()
  const practice = featureOn(usePortal().config, 'rehearsal')
  const state = useSelector(hall, (s) => s.value)
  const signPolls = useSelector(hall, (s) => s.context.signPolls)
  const refresh = (
    <Button variant="default" onClick={() => hall.send({ type: 'opening.refresh' })}>
      <Trans>刷新</Trans>
    </Button>
  )
  // Where the flow is: a node, or a step within it (itself a state with steps of its own, such as the helper's signing).
  const at = (place: string, sub?: string) => {
    if (typeof state === 'string') return state === place && !sub
    const within = (state as Record<string, unknown>)[place]
    if (within === undefined) return false
    return !sub || within === sub || (typeof within === 'object' && within !== null && sub in within)
  }

  if (at('syncing')) return <Busy><Trans>正在读取开标大厅…</Trans></Busy>
  if (at('loadFailed')) return <Group>{refresh}</Group>
  if (view && !view.hasBid) return <Text><Trans>您在本项目中没有递交投标文件，不能参加开标。</Trans></Text>
  if (view?.hallStatus === HALL_STATUS.failed) return <HallNotice hall={view} />
  if (at('waitingForNode')) {
    return view?.hallStatus === HALL_STATUS.postponed ? (
      <HallNotice hall={view} />
    ) : (
      <Stack>
        <Text><Trans>签到尚未开始，请在签到时间内进入开标大厅签到。</Trans></Text>
        {rehearsal ? null : <SelfCheckLink withNote />}
        {practice ? <PracticeInvitation onStart={() => navigate({ to: '/electronicOpening/rehearsal', search: { projectId } })} /> : null}
      </Stack>
    )
  }
  if (at('checkIn')) {
    return (
      <Group>
        <Button onClick={() => hall.send({ type: 'opening.checkIn' })} loading={at('checkIn', 'submitting')}>
          <Trans>签到</Trans>
        </Button>
      </Group>
    )
  }
  if (at('checkedIn')) {
    const confirmed = view?.progress.fileConfirmed
    return <Text>{confirmed ? <Trans>已确认投标文件，请等待解密开始。</Trans> : <Trans>已签到，请等待开标。</Trans>}</Text>
  }
  if (at('restarting')) return <Busy><Trans>正在重新开始模拟开标…</Trans></Busy>
  if (at('missed')) return <Alert color="orange" title={<Trans>未签到</Trans>}><Trans>签到已截止，您未在签到时间内签到，不能参加本次开标。</Trans></Alert>
  if (at('opening')) {
    return (
      <Stack>
        <Text><Trans>开标已开始，请确认您递交的投标文件。</Trans></Text>
        <Group>
          <Button onClick={() => hall.send({ type: 'opening.confirmFile' })} loading={at('opening', 'confirming')}>
            <Trans>确认投标文件</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }
  if (at('decryption')) return <DecryptionPanel hall={hall} at={(sub) => at('decryption', sub)} signPolls={signPolls} />
  if (at('decrypted')) {
    return (
      <Alert color="green" title={<Trans>解密成功</Trans>}>
        <Stack gap={4}>
          <Text size="sm"><Trans>您的投标文件已解密，请等待唱标及签署开标记录。</Trans></Text>
          {view?.bids.map((bid) => (
            <Text size="sm" key={bid.packageId}>
              <Trans>{bid.packageName ?? ''} {bid.fileName ?? ''}：已解密</Trans>
            </Text>
          ))}
        </Stack>
      </Alert>
    )
  }
  const restart = rehearsal ? (
    <Group>
      <Button variant="light" onClick={() => hall.send({ type: 'rehearsal.restart' })}>
        <Trans>重新开始模拟开标</Trans>
      </Button>
    </Group>
  ) : null
  if (at('expired')) {
    return (
      <Stack>
        <Alert color="red" title={<Trans>解密已截止</Trans>}>
          {rehearsal ? <Trans>模拟解密时间已结束。正式开标时，未在解密时间内解密的投标文件视为撤销，请查明原因后重新模拟。</Trans> : <Trans>解密时间已结束，未解密的投标文件视为撤销。</Trans>}
        </Alert>
        {restart}
      </Stack>
    )
  }
  if (at('recordSigning')) return <RecordSigningPanel hall={hall} view={view} />
  if (at('done') && view && !view.progress.recordSigned) {
    // The opening ended before this supplier signed: the record stays there to read.
    return (
      <Stack>
        <Alert color="blue" title={<Trans>开标已结束</Trans>}>
          <Trans>开标记录签署已截止，您未签署开标记录。</Trans>
        </Alert>
        {view.recordFile ? <RecordViewer key={view.recordFile.link} file={view.recordFile} /> : null}
      </Stack>
    )
  }
  if (at('done')) {
    return (
      <Stack>
        <Alert color="green" title={<Trans>开标已完成</Trans>}>
          {rehearsal ? (
            <Trans>模拟开标已完成：您的CA证书、密码和证书助手可以完成签到、解密和签署开标记录。模拟结果不计入正式开标。</Trans>
          ) : (
            <Trans>您已签署开标记录，本次开标已完成。</Trans>
          )}
        </Alert>
        {restart}
      </Stack>
    )
  }
  return null
}

/** Decision 028: before the real hall runs, the supplier may try the whole opening on a practice bid. */
function PracticeInvitation({ onStart }: { onStart: () => void }) {
  return (
    <Group gap="sm">
      <Button variant="light" onClick={onStart}>
        <Trans>模拟开标</Trans>
      </Button>
      <Text size="sm" c="dimmed">
        <Trans>开标前可用您的CA证书和密码对练习投标文件完整演练签到、解密和签署开标记录，不影响正式开标。</Trans>
      </Text>
    </Group>
  )
}

/** Says on every practice screen that nothing here counts (decision 028). */
function RehearsalBanner() {
  const { t } = useLingui()
  return (
    <Card withBorder padding="md" component="section" aria-label={t`模拟开标`} bg="violet.0">
      <Stack gap={4}>
        <Title order={4} c="violet.8">
          <Trans>模拟开标</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            这是模拟开标：使用练习投标文件，按正式开标的步骤签到、确认投标文件、用CA证书解密并签署开标记录。模拟的结果不计入正式开标，也不会改动您递交的投标文件。解密时限为10分钟。
          </Trans>
        </Text>
      </Stack>
    </Card>
  )
}

function DecryptionPanel({ hall, at, signPolls }: { hall: HallActor; at: (sub: string) => boolean; signPolls: number }) {
  const { t } = useLingui()
  // What was typed stays through a failure, so a retry needs only a correction.
  const [pin, setPin] = useState('')
  if (at('ready')) {
    return (
      <Stack>
        <Text><Trans>解密已开始，请插入CA证书并在截止时间前解密您的投标文件。</Trans></Text>
        <Group>
          <Button onClick={() => hall.send({ type: 'decrypt.begin' })}>
            <Trans>开始解密</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }
  if (at('beginning')) return <Busy><Trans>正在准备解密…</Trans></Busy>
  if (at('failed')) {
    return (
      <Group>
        <Button onClick={() => hall.send({ type: 'decrypt.retry' })}>
          <Trans>重新解密</Trans>
        </Button>
      </Group>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    hall.send({ type: 'decrypt.sign', pin })
  }
  const signing = at('signing')
  const decrypting = at('decrypting')
  return (
    <form onSubmit={submit} aria-label={t`解密投标文件`}>
      <Stack>
        <PasswordField label={t`CA密码`} value={pin} onChange={(e) => setPin(e.currentTarget.value)} autoComplete="off" disabled={signing || decrypting} maw={320} />
        <Group>
          <Button type="submit" loading={signing || decrypting}>
            <Trans>解密</Trans>
          </Button>
          {signing ? (
            <Button variant="default" onClick={() => hall.send({ type: 'decrypt.cancel' })}>
              <Trans>取消</Trans>
            </Button>
          ) : null}
        </Group>
        {signing ? <Busy><Trans>正在等待证书助手签名（{signPolls} 秒）…</Trans></Busy> : null}
        {decrypting ? <Busy><Trans>正在解密…</Trans></Busy> : null}
      </Stack>
    </form>
  )
}
