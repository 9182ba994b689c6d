import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Code, FileInput, Group, List, Stack, Text, Title } from '@mantine/core'
import type { Divergence, StepReport, WorkbenchState } from '@/devtools/inspector/workbench'
import { showValue } from './format'

export interface ReplayTabProps {
  state: WorkbenchState
  includeSecrets: boolean
  onIncludeSecrets: (include: boolean) => void
  onStartRecording: () => void
  onStopRecording: () => void
  onLoadFile: (file: File) => void
  onStep: () => void
  onAll: () => void
  onRestart: () => void
}

/** 录制与回放: record a flow to a file; load one and replay it step by step or at once. */
export function ReplayTab(props: ReplayTabProps) {
  return (
    <Stack gap="lg">
      <RecordSection {...props} />
      <ReplaySection {...props} />
    </Stack>
  )
}

function RecordSection({ state, includeSecrets, onIncludeSecrets, onStartRecording, onStopRecording }: ReplayTabProps) {
  const { t } = useLingui()
  const saved = state.saved
  return (
    <Stack gap="xs" component="section" aria-label={t`录制`}>
      <Title order={5}>
        <Trans>录制</Trans>
      </Title>
      <Checkbox
        label={t`包含密码等机密`}
        description={t`默认不含：回放时种子账户的密码、图形验证码和短信验证码由模拟器补上`}
        checked={includeSecrets}
        disabled={state.recording}
        onChange={(e) => onIncludeSecrets(e.currentTarget.checked)}
      />
      <Group>
        {state.recording ? (
          <Button color="red" onClick={onStopRecording}>
            <Trans>停止并保存</Trans>
          </Button>
        ) : (
          <Button onClick={onStartRecording} disabled={Boolean(state.replay?.running)}>
            <Trans>开始录制</Trans>
          </Button>
        )}
        {state.recording ? (
          <Text size="sm" c="red" role="status">
            <Trans>正在录制…</Trans>
          </Text>
        ) : null}
      </Group>
      {saved ? <SavedNote name={saved.name} steps={saved.steps} /> : null}
    </Stack>
  )
}

function SavedNote({ name, steps }: { name: string; steps: number }) {
  return (
    <Text size="sm" role="status">
      <Trans>
        已保存 {name}（{steps} 步）
      </Trans>
    </Text>
  )
}

function ReplaySection({ state, onLoadFile, onStep, onAll, onRestart }: ReplayTabProps) {
  const { t } = useLingui()
  const replay = state.replay
  const loadErrors: Record<string, string> = {
    'not-json': t`文件不是有效的 JSON`,
    'not-a-recording': t`这不是状态检查器的录制文件`,
    'unsupported-version': t`录制文件的版本不受支持`,
    malformed: t`录制文件已损坏`,
  }
  const finished = Boolean(replay?.outcome)
  const position = replay?.position ?? 0
  const total = replay?.total ?? 0
  return (
    <Stack gap="xs" component="section" aria-label={t`回放`}>
      <Title order={5}>
        <Trans>回放</Trans>
      </Title>
      <FileInput
        label={t`载入录制`}
        placeholder={t`选择录制文件（.json）`}
        accept="application/json,.json"
        disabled={Boolean(replay?.running) || state.recording}
        onChange={(file) => file && onLoadFile(file)}
        clearable={false}
      />
      {state.loadError ? (
        <Alert color="red" role="alert" title={t`无法载入`}>
          {loadErrors[state.loadError] ?? loadErrors.malformed}
        </Alert>
      ) : null}
      {state.loaded ? <LoadedNote {...state.loaded} /> : null}
      {replay ? (
        <>
          <Group>
            <Button variant="light" onClick={onStep} disabled={replay.running || finished}>
              <Trans>单步回放</Trans>
            </Button>
            <Button onClick={onAll} loading={replay.running} disabled={finished}>
              <Trans>全部回放</Trans>
            </Button>
            <Button variant="default" onClick={onRestart} disabled={replay.running || position === 0}>
              <Trans>从头开始</Trans>
            </Button>
          </Group>
          <Text size="sm" aria-live="polite">
            <Trans>
              已回放 {position} / {total} 步
            </Trans>
          </Text>
          {replay.warnings.map((w) => (
            <Alert key={w} color="yellow">
              {w === 'no-simulator' ? t`页面没有模拟器：未恢复录制开始时的数据和时钟` : t`模拟器不能导入状态：只恢复了时钟`}
            </Alert>
          ))}
          {replay.error ? (
            <Alert color="red" role="alert" title={t`回放出错`}>
              {replay.error}
            </Alert>
          ) : null}
          {replay.outcome?.kind === 'same' ? <SameNote steps={replay.outcome.steps} /> : null}
          {replay.outcome?.kind === 'diverged' ? <DivergenceReport divergence={replay.outcome.divergence} /> : null}
          {replay.steps.length ? <StepLog steps={replay.steps} /> : null}
        </>
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>回放会先把模拟器恢复到录制开始时的数据和时钟，再在独立的会话中重建每个状态机。</Trans>
      </Text>
    </Stack>
  )
}

function LoadedNote({ name, steps, actors, includesSecrets }: { name: string; steps: number; actors: number; includesSecrets: boolean }) {
  return (
    <Text size="sm">
      {includesSecrets ? (
        <Trans>
          {name}：{actors} 个状态机，{steps} 步（含机密）
        </Trans>
      ) : (
        <Trans>
          {name}：{actors} 个状态机，{steps} 步
        </Trans>
      )}
    </Text>
  )
}

function SameNote({ steps }: { steps: number }) {
  const { t } = useLingui()
  return (
    <Alert color="green" role="status" title={t`回放完成`}>
      <Trans>全部 {steps} 步到达了与录制相同的状态，最终状态一致。</Trans>
    </Alert>
  )
}

/** Where and how a replay stopped agreeing with its recording, in plain words. */
export function DivergenceReport({ divergence }: { divergence: Divergence }) {
  const { t } = useLingui()
  const step = divergence.index + 1
  const { actor, event, detail } = divergence
  const expected = showValue(divergence.expected)
  const actual = showValue(divergence.actual)
  const why = {
    state: t`到达的状态与录制时不同`,
    timeout: t`在时限内没有稳定下来（仍有请求未完成）`,
    secret: t`录制里没有 ${detail} 的值：录制时未包含机密，模拟器也无法补上`,
    error: t`出错：${detail}`,
  }[divergence.reason]
  return (
    <Alert color="red" role="alert" title={t`回放在第 ${step} 步出现偏差`}>
      <Stack gap={2}>
        <Text size="sm">{why}</Text>
        <Text size="sm">
          <Trans>状态机：{actor}</Trans>
        </Text>
        <Text size="sm">
          <Trans>
            事件：<Code>{event}</Code>
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            期望状态：<Code>{expected}</Code>
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            实际状态：<Code>{actual}</Code>
          </Trans>
        </Text>
      </Stack>
    </Alert>
  )
}

function StepLog({ steps }: { steps: StepReport[] }) {
  const { t } = useLingui()
  return (
    <List size="xs" spacing={2} aria-label={t`回放记录`} type="ordered" start={steps[0]!.index + 1}>
      {steps.map((s) => (
        <StepLine key={s.index} step={s} />
      ))}
    </List>
  )
}

function StepLine({ step }: { step: StepReport }) {
  const { actor, event } = step
  const actual = showValue(step.actual)
  return (
    <List.Item>
      {step.compared ? (
        <Trans>
          {actor} · {event} → {actual}
        </Trans>
      ) : (
        <Trans>
          {actor} · {event} → {actual}（录制时尚未稳定，未比较）
        </Trans>
      )}
    </List.Item>
  )
}
