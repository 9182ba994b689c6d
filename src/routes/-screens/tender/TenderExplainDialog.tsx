import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TenderExplainActor } from '@/app/actors/tender/tender-explain'

import type { Project } from '@/services/schemas/bid-project'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { projectOptions } from '@/routes/-screens/tender/project-options'
import { EXPLAIN_CONTENT_MAX, EXPLAIN_TITLE_MAX } from '@/domain/limits'

const count = (text: string) => [...text.trim()].length

/**
 * The objection form (decision 030): the project (fixed when rewording), the file it is about (the
 * project's own files, read when it is chosen), a title and the text; then the confirmation.
 */
export function TenderExplainDialog({ flow, askable, all }: { flow: TenderExplainActor; askable: readonly Project[]; all: readonly Project[] }) {
  const { t } = useLingui()
  const revising = useSelector(flow, (s) => s.context.id !== null)
  const projectId = useSelector(flow, (s) => s.context.projectId)
  const fileType = useSelector(flow, (s) => s.context.fileType)
  const fileTypes = useSelector(flow, (s) => s.context.fileTypes)
  const title = useSelector(flow, (s) => s.context.title)
  const content = useSelector(flow, (s) => s.context.content)
  const error = useSelector(flow, (s) => s.context.error)
  const open = useSelector(flow, (s) => s.hasTag('open'))
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'))
  const loadingTypes = useSelector(flow, (s) => s.hasTag('loading'))
  const typesFailed = useSelector(flow, (s) => s.hasTag('failed'))
  const sent = useSelector(flow, (s) => s.hasTag('sent'))
  const titleLength = count(title)
  const contentLength = count(content)
  // A reworded objection's project may have left the askable ones; it is shown all the same.
  const choices = revising ? all.filter((project) => project.id === projectId) : askable

  const close = () => {
    if (sent) flow.send({ type: 'explain.dismiss' })
    // An objection on its way is not abandoned half-way: the dialog stays until the server has spoken.
    else if (!submitting) flow.send({ type: 'explain.cancel' })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'explain.submit' })
  }

  return (
    <Modal opened={open || sent} onClose={close} title={revising ? t`修改异议` : t`提出异议`} size="lg" centered>
      {sent ? (
        <Stack>
          <Alert color="green" role="status">
            <Trans>异议已提交，采购人作出说明后将在列表中显示。</Trans>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>关闭</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} aria-label={t`异议表单`}>
          <Stack>
            <ErrorAlert error={error} />
            <NativeSelect
              label={t`异议项目`}
              withAsterisk
              disabled={revising || submitting}
              data={[{ value: '', label: t`请选择项目` }, ...projectOptions(choices)]}
              value={projectId ?? ''}
              onChange={(event) => flow.send({ type: 'explain.project', projectId: event.currentTarget.value || null })}
            />
            <Group align="flex-end" gap="xs">
              <NativeSelect
                label={t`文件类型`}
                withAsterisk
                style={{ flex: 1 }}
                disabled={!projectId || loadingTypes || typesFailed || submitting}
                description={loadingTypes ? t`正在读取该项目的文件类型…` : !projectId ? t`请先选择项目` : undefined}
                data={[{ value: '', label: t`请选择文件类型` }, ...fileTypes.map((type) => ({ value: type.key, label: type.name }))]}
                value={fileType ?? ''}
                onChange={(event) => flow.send({ type: 'explain.fileType', fileType: event.currentTarget.value || null })}
              />
              {typesFailed ? (
                <Button variant="light" onClick={() => flow.send({ type: 'explain.retryTypes' })}>
                  <Trans>重新读取</Trans>
                </Button>
              ) : null}
            </Group>
            <TextInput
              label={t`异议标题`}
              withAsterisk
              disabled={submitting}
              description={t`${titleLength}/${EXPLAIN_TITLE_MAX} 字`}
              value={title}
              onChange={(event) => flow.send({ type: 'explain.title', text: event.currentTarget.value })}
            />
            <Textarea
              label={t`异议内容`}
              withAsterisk
              disabled={submitting}
              description={t`请写明异议事项、理由及依据，${contentLength}/${EXPLAIN_CONTENT_MAX} 字`}
              rows={6}
              value={content}
              onChange={(event) => flow.send({ type: 'explain.content', text: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={submitting}>
                <Trans>取消</Trans>
              </Button>
              <Button type="submit" loading={submitting} disabled={loadingTypes}>
                {revising ? <Trans>保存修改</Trans> : <Trans>提交异议</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
