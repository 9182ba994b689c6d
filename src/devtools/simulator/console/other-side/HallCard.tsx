import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { projectOptions } from './options'
import { Picker } from './Picker'

export function HallCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [project, setProject] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    const node = await api.advanceHall(project!)
    onDone()
    return node
  })
  const current = targets.projects.find((p) => p.id === project)?.hallNode ?? null

  const submit = () => {
    setTried(true)
    if (project) void action.run()
  }

  return (
    <ActionCard title={t`开标大厅下一环节`} description={<Trans>主持人把项目的开标大厅推进到下一个环节。</Trans>} onSubmit={submit}>
      <Picker label={t`开标项目`} data={projectOptions(targets)} value={project} onChange={setProject} error={tried && !project ? t`请选择项目` : null} />
      {project ? (
        <Text size="sm" c="dimmed">
          {current ? <Trans>当前环节：{current}</Trans> : <Trans>开标大厅尚未开始</Trans>}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>进入下一环节</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(node) => <Trans>已进入环节：{node}</Trans>} />
    </ActionCard>
  )
}
