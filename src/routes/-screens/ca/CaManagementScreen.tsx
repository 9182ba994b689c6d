import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { boundCertificatesLogic, caBindingLogic, refreshOnBound } from '@/app/actors/ca/ca'
import { useShellFlow } from '@/app/use-flow'
import { RecordDetailFrame } from '@/routes/-components/RecordDetailFrame'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { PasswordField } from '@/ui/forms/PasswordField'
import { TableHead } from '@/ui/table/TableHead'
import { CA_HELPER_LAUNCH_URL } from '@/routes/-screens/ca/ca-helper-link'

const route = getRouteApi('/_auth/_shell/CAmanagement/index')

export function CaManagementScreen() {
  const { binding } = route.useSearch()
  const navigate = useNavigate()
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>
          <Trans>CA证书管理</Trans>
        </Title>
        {binding ? null : (
          <Button onClick={() => navigate({ to: '/CAmanagement/index', search: { binding: true } })}>
            <Trans>绑定证书</Trans>
          </Button>
        )}
      </Group>
      {/* Remounted after a binding closes, so the list is read again. */}
      <Certificates key={binding ? 'while-binding' : 'list'} binding={binding ?? false} onClose={() => navigate({ to: '/CAmanagement/index', search: {} })} />
    </Stack>
  )
}

type ListActor = ReturnType<typeof useBoundList>
const useBoundList = () => useShellFlow(boundCertificatesLogic, { input: { id: 'self' } })

/** The binding form above the list; a certificate bound there is read into the list at once. */
function Certificates({ binding, onClose }: { binding: boolean; onClose: () => void }) {
  const list = useBoundList()
  return (
    <>
      {binding ? <BindCertificate list={list} onClose={onClose} /> : null}
      <BoundList list={list} />
    </>
  )
}

function BoundList({ list }: { list: ListActor }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <RecordDetailFrame
      detail={list}
      failedTitle={<Trans>证书信息加载失败</Trans>}
      notFoundTitle={<Trans>暂无绑定的证书</Trans>}
      onBack={() => navigate({ to: '/home/homePage' })}
      backLabel={<Trans>返回首页</Trans>}
    >
      {(certificates) =>
        certificates.length === 0 ? (
          <Text c="dimmed">
            <Trans>暂无绑定的证书</Trans>
          </Text>
        ) : (
          <Table striped withTableBorder aria-label={t`已绑定的证书`}>
            <TableHead
              columns={[
                <Trans>证书序列号</Trans>,
                <Trans>证书主题</Trans>,
                <Trans>有效期至</Trans>,
                <Trans>绑定时间</Trans>,
              ]}
            />
            <Table.Tbody>
              {certificates.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component="button" onClick={() => navigate({ to: '/caServe/caBound', search: { serial: c.serial } })}>
                      {c.serial}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.subjectDn}</Table.Td>
                  <Table.Td>{c.validTo}</Table.Td>
                  <Table.Td>{c.bindTime}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </RecordDetailFrame>
  )
}

function BindCertificate({ list, onClose }: { list: ListActor; onClose: () => void }) {
  const { t } = useLingui()
  const flow = useShellFlow(caBindingLogic)
  const pin = useSelector(flow, (s) => s.context.pin)
  const error = useSelector(flow, (s) => s.context.error)
  const check = useSelector(flow, (s) => (s.hasTag('expiring') ? s.context.check : null))
  const bound = useSelector(flow, (s) => (s.hasTag('bound') ? s.context.bound : null))
  const busy = useSelector(flow, (s) => s.hasTag('busy'))
  const signing = useSelector(flow, (s) => s.hasTag('signing'))
  const expiring = check !== null
  // The list under the form reads the new binding as soon as the back end has it.
  useEffect(() => refreshOnBound(flow, list), [flow, list])

  if (bound) {
    return (
      <Alert color="green" role="status" title={<Trans>证书绑定成功</Trans>}>
        <Text size="sm">{bound.subjectDn}</Text>
        <Button mt="sm" size="xs" onClick={onClose}>
          <Trans>完成</Trans>
        </Button>
      </Alert>
    )
  }

  return (
    <Card withBorder component="section" aria-label={t`绑定证书`}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          flow.send({ type: 'ca.submit' })
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            <Trans>请插入CA证书介质并确认证书助手已启动，然后输入证书密码。</Trans>{' '}
            <Anchor href={CA_HELPER_LAUNCH_URL}>
              <Trans>启动证书助手</Trans>
            </Anchor>
          </Text>
          <ErrorAlert error={error} />
          {check ? (
            <Alert color="yellow" role="alert" title={<Trans>证书有效期不足30天</Trans>}>
              <Text size="sm">
                <Trans>证书将于 {check.validTo} 到期，请尽快办理证书更新。是否继续绑定？</Trans>
              </Text>
              <Group mt="sm">
                <Button size="xs" onClick={() => flow.send({ type: 'ca.continue' })}>
                  <Trans>继续绑定</Trans>
                </Button>
                <Button size="xs" variant="default" onClick={() => flow.send({ type: 'ca.cancel' })}>
                  <Trans>取消</Trans>
                </Button>
              </Group>
            </Alert>
          ) : null}
          <PasswordField
            label={t`证书密码`}
            value={pin}
            autoComplete="off"
            disabled={busy || expiring}
            onChange={(event) => flow.send({ type: 'ca.pin', pin: event.currentTarget.value })}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={expiring}>
              <Trans>读取并绑定证书</Trans>
            </Button>
            <Button variant="default" onClick={onClose}>
              <Trans>返回</Trans>
            </Button>
          </Group>
          {signing ? (
            <Text size="sm" c="dimmed" role="status">
              <Trans>正在等待证书助手签名…</Trans>
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  )
}
