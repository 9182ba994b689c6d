import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, TextInput } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets, StagedCollusion } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { projectOptions } from './options'
import { Picker } from './Picker'

/** The address a page's requests reach the simulator from, staged when none is typed. */
const LOCAL_ADDRESS = '127.0.0.1'

/** Stages the collusion warning: another bidder of the project uploads from the supplier's own address. */
export function CollusionCard({ api, targets }: { api: ConsoleApi; targets: ConsoleTargets }) {
  const { t } = useLingui()
  const [project, setProject] = useState<string | null>(null)
  const [address, setAddress] = useState('')
  const [tried, setTried] = useState(false)
  const action = useAction(() => api.stageCollusion({ projectId: project!, ...(address.trim() ? { address: address.trim() } : {}) }))

  const submit = () => {
    setTried(true)
    if (project) void action.run()
  }

  return (
    <ActionCard
      title={t`模拟串标`}
      description={<Trans>另一家已报名的投标人从同一地址上传投标文件：供应商再上传时会看到串标风险提示。</Trans>}
      onSubmit={submit}
    >
      <Picker label={t`串标项目`} data={projectOptions(targets)} value={project} onChange={setProject} error={tried && !project ? t`请选择项目` : null} />
      <TextInput
        label={t`上传地址`}
        description={t`留空即本机地址 ${LOCAL_ADDRESS}：页面内的模拟器看到的请求都来自这里。`}
        placeholder={LOCAL_ADDRESS}
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>模拟串标</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(staged) => <Staged staged={staged} />} />
    </ActionCard>
  )
}

function Staged({ staged }: { staged: StagedCollusion }) {
  const { bidder, address } = staged
  return <Trans>{bidder} 已从 {address} 上传投标文件。</Trans>
}
