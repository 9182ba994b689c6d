import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Textarea } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { projectOptions, supplierOptions } from './options'
import { Picker } from './Picker'

export function ClarificationCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [project, setProject] = useState<string | null>(null)
  const [supplier, setSupplier] = useState<string | null>(null)
  const [content, setContent] = useState('')
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    await api.raiseClarification({ projectId: project!, supplierId: supplier!, content: content.trim() })
    onDone()
  })

  const submit = () => {
    setTried(true)
    if (project && supplier && content.trim()) void action.run()
  }

  return (
    <ActionCard title={t`发起澄清`} description={<Trans>采购人要求已报名的供应商在截止时间前澄清。</Trans>} onSubmit={submit}>
      <Picker label={t`澄清项目`} data={projectOptions(targets)} value={project} onChange={setProject} error={tried && !project ? t`请选择项目` : null} />
      <Picker label={t`澄清供应商`} data={supplierOptions(targets)} value={supplier} onChange={setSupplier} error={tried && !supplier ? t`请选择供应商` : null} />
      <Textarea
        label={t`澄清内容`}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        rows={2}
        error={tried && !content.trim() ? t`请填写澄清内容` : null}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>发起澄清</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={() => <Trans>澄清已发出。</Trans>} />
    </ActionCard>
  )
}
