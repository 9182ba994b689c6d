import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, FileInput, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'

import { ActionOutcome } from './ActionOutcome'
import type { ConsoleApi, ScenarioInfo, ScenarioName } from './console-api'
import { downloadText } from '@/ui/files/download-text'
import { formatDateTime } from '@/ui/format/date'
import { SCENARIO_TEXT } from './scenario-names'
import { refusalMessage, useAction } from './use-action'

interface Props {
  api: ConsoleApi
  /** After the state was replaced every session has ended: the signed-in user goes back to sign-in. */
  onSignOut?: (() => void) | undefined
}

export function ScenariosTab({ api, onSignOut }: Props) {
  return (
    <Stack gap="lg">
      <ScenarioList api={api} onSignOut={onSignOut} />
      <StateFile api={api} onSignOut={onSignOut} />
    </Stack>
  )
}

function ScenarioList({ api, onSignOut }: Props) {
  const { t, i18n } = useLingui()
  const [scenarios, setScenarios] = useState<ScenarioInfo[] | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  const [loading, setLoading] = useState<ScenarioName | null>(null)
  const load = useAction(async (name: ScenarioName) => {
    setLoading(name)
    try {
      await api.loadScenario(name)
    } finally {
      setLoading(null)
    }
    onSignOut?.()
    return name
  })

  useEffect(() => {
    let live = true
    api.scenarios().then(
      (list) => live && setScenarios(list),
      (error: unknown) => live && setListError(refusalMessage(error)),
    )
    return () => {
      live = false
    }
  }, [api])

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>场景</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>载入场景会替换全部模拟数据并结束所有会话，之后请用场景的账号重新登录。</Trans>
      </Text>
      {listError ? (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      ) : null}
      {!scenarios && !listError ? <Loader size="sm" aria-label={t`正在读取场景`} /> : null}
      <ActionOutcome state={load.state} success={(loaded) => <Loaded name={i18n._(SCENARIO_TEXT[loaded].name)} />} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {scenarios?.map((scenario) => {
          const name = i18n._(SCENARIO_TEXT[scenario.name].name)
          const account = scenario.account
          return (
            <Card key={scenario.name} withBorder padding="sm" radius="sm" component="section" aria-label={name}>
              <Stack gap={6} h="100%">
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {i18n._(SCENARIO_TEXT[scenario.name].about)}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <Badge variant="light" color="gray" tt="none">
                    <Trans>登录账号：{account}</Trans>
                  </Badge>
                  <Button
                    size="xs"
                    onClick={() => void load.run(scenario.name)}
                    loading={loading === scenario.name}
                    disabled={loading !== null}
                    aria-label={t`载入场景：${name}`}
                  >
                    <Trans>载入</Trans>
                  </Button>
                </Group>
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}

function Loaded({ name }: { name: string }) {
  return <Trans>已载入场景：{name}。所有会话已结束，请重新登录。</Trans>
}

function Imported({ fileName }: { fileName: string }) {
  return <Trans>已导入 {fileName}。所有会话已结束，请重新登录。</Trans>
}

/** The simulator time as a file-name part, on the server's clock like every time the console shows: 20240520-093000. */
const fileStamp = (epochMs: number) => formatDateTime(epochMs).replace(/[-:]/g, '').replace(' ', '-')

function StateFile({ api, onSignOut }: Props) {
  const { t } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const exporting = useAction(async () => {
    const [text, clock] = await Promise.all([api.exportState(), api.clock()])
    const fileName = `simulator-state-${fileStamp(clock.now)}.json`
    downloadText(text, fileName)
    return fileName
  })
  const importing = useAction(async (chosen: File) => {
    await api.importState(await chosen.text())
    onSignOut?.()
    return chosen.name
  })

  const choose = (chosen: File | null) => {
    setFile(chosen)
    importing.reset()
    if (chosen) void importing.run(chosen)
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>状态文件</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>导出当前的全部模拟状态（数据、会话、时钟、故障），以后导入即可回到这一刻。</Trans>
      </Text>
      <Group align="flex-end" gap="sm">
        <Button variant="default" onClick={() => void exporting.run()} loading={exporting.pending}>
          <Trans>导出状态</Trans>
        </Button>
        <FileInput
          label={t`导入状态`}
          placeholder={t`选择导出的 .json 文件`}
          accept=".json,application/json"
          fileInputProps={{ 'aria-label': t`选择状态文件` }}
          value={file}
          onChange={choose}
          clearable
          disabled={importing.pending}
          w={280}
        />
      </Group>
      <ActionOutcome state={exporting.state} success={(fileName) => <Trans>已导出：{fileName}</Trans>} />
      {importing.state.status === 'failed' ? (
        <Alert color="red" variant="light" role="alert" title={t`无法导入`}>
          <Text size="sm">{importing.state.message}</Text>
          <Text size="sm">
            <Trans>当前状态已保留，未做任何更改。</Trans>
          </Text>
        </Alert>
      ) : null}
      {importing.state.status === 'done' ? (
        <Alert color="teal" variant="light" role="status">
          <Imported fileName={importing.state.result} />
        </Alert>
      ) : null}
    </Stack>
  )
}
