import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Stack, Table, TextInput, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { authenticityLogic } from '@/app/actors/specimen/specimen'
import { useShellFlow } from '@/app/use-flow'
import type { Authenticity } from '@/services/schemas/bid-specimen'
import { useNotOpened } from '@/routes/-components/NotOpenedFrame'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { formatAmount } from '@/domain/money'
import { PageLoader } from '@/ui/pages/PageLoader'

const route = getRouteApi('/_auth/_shell/mySpecimen/authenticityQuery')

export function AuthenticityQueryScreen() {
  const { t } = useLingui()
  const { number } = route.useSearch()
  const navigate = route.useNavigate()
  const [typed, setTyped] = useState(number ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const wanted = typed.trim()
    void navigate({ search: wanted ? { number: wanted } : {} })
  }
  return (
    <Stack>
      <Title order={3}>
        <Trans>真伪查询</Trans>
      </Title>
      <Card withBorder component="form" onSubmit={submit} aria-label={t`真伪查询`} maw={640}>
        <Group align="flex-end">
          <TextInput label={t`样品编号或保函编号`} placeholder={t`例如 BH2025060200018`} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={320} />
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
        </Group>
      </Card>
      {number ? <Answer key={number} number={number} /> : null}
    </Stack>
  )
}

function Answer({ number }: { number: string }) {
  const { t } = useLingui()
  const flow = useShellFlow(authenticityLogic, { input: { id: number } })
  const loading = useSelector(flow, (s) => s.hasTag('loading'))
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const error = useSelector(flow, (s) => s.context.error)
  const record = useSelector(flow, (s) => s.context.record)
  const notOpened = useNotOpened(failed ? error : null)
  if (loading) return <PageLoader label={t`正在查询`} />
  if (failed) {
    return (
      <Stack>
        <ErrorAlert error={error} title={t`查询失败`} />
        {notOpened ? null : (
          <Button w={100} onClick={() => flow.send({ type: 'detail.retry' })}>
            <Trans>重试</Trans>
          </Button>
        )}
      </Stack>
    )
  }
  if (!record) {
    return (
      <Alert color="red" title={t`查无此号`} role="alert">
        <Trans>未找到编号为 {number} 的样品或保函，请核对编号后重新查询。</Trans>
      </Alert>
    )
  }
  return <Facts record={record} />
}

function Facts({ record }: { record: Authenticity }) {
  const { t } = useLingui()
  const revoked = record.result === 2
  const rows: Array<[string, string]> = [
    [t`编号`, record.number],
    [t`类别`, record.kind === 1 ? t`样品` : t`电子保函`],
    [t`项目名称`, record.projectName],
    [t`供应商`, record.supplierName],
    [record.kind === 1 ? t`样品名称` : t`出函机构`, record.subject],
    ...(record.amount !== null ? [[t`担保金额（元）`, formatAmount(record.amount)] as [string, string]] : []),
    ...(record.validFrom && record.validTo ? [[t`有效期`, `${record.validFrom} ~ ${record.validTo}`] as [string, string]] : []),
    [t`出具时间`, record.issueTime],
    ...(record.revokeTime ? [[t`撤销时间`, record.revokeTime] as [string, string]] : []),
  ]
  return (
    <Stack maw={640}>
      <Alert color={revoked ? 'orange' : 'green'} title={revoked ? t`已撤销` : t`真实有效`} role="status">
        {revoked ? <Trans>该编号真实存在，但已被出具机构撤销，不能作为有效凭证使用。</Trans> : <Trans>该编号真实有效，信息如下。</Trans>}
      </Alert>
      <Table withTableBorder aria-label={t`查询结果`}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
