import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { InvitationReplyActor } from '@/app/actors/tender/invitations'
import { invitationAnswered } from '@/ui/format/tender-labels'
import { SuccessDialog } from '@/ui/dialogs/SuccessDialog'
import { ErrorAlert } from '@/ui/feedback/ErrorAlert'
import { REASON_MAX } from '@/domain/limits'

/** The accept confirmation, the decline's reason and the answer's confirmation of one reply flow. */
export function InvitationReplyDialogs({ reply }: { reply: InvitationReplyActor }) {
  const { t, i18n } = useLingui()
  const asking = useSelector(reply, (s) => s.hasTag('asking'))
  const busy = useSelector(reply, (s) => s.hasTag('busy'))
  const answered = useSelector(reply, (s) => s.hasTag('answered'))
  const subject = useSelector(reply, (s) => s.context.subject)
  const done = useSelector(reply, (s) => s.context.done)
  const reason = useSelector(reply, (s) => s.context.note)
  const reasonError = useSelector(reply, (s) => s.context.noteError)
  const error = useSelector(reply, (s) => s.context.error)
  const projectName = subject?.invitation.projectName ?? ''
  const accepting = busy && subject?.reply === 1
  const declining = busy && subject?.reply === 2
  const cancel = () => {
    // An answer under way is not abandoned half-way: the dialog stays until the server has spoken.
    if (!busy) reply.send({ type: 'confirm.no' })
  }

  return (
    <>
      <Modal opened={asking && subject?.reply === 1} onClose={cancel} title={t`接受投标邀请`} centered>
        <Stack>
          <Text size="sm">
            <Trans>确认接受“{projectName}”的投标邀请？接受后请在报名截止时间前完成报名。</Trans>
          </Text>
          <ErrorAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={accepting}>
              <Trans>取消</Trans>
            </Button>
            <Button onClick={() => reply.send({ type: 'confirm.yes' })} loading={accepting}>
              <Trans>确认接受</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={asking && subject?.reply === 2} onClose={cancel} title={t`拒绝投标邀请`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            reply.send({ type: 'confirm.yes' })
          }}
        >
          <Stack>
            <Text size="sm">
              <Trans>请说明拒绝“{projectName}”投标邀请的原因，招标人将据此了解情况。</Trans>
            </Text>
            <Textarea
              label={t`拒绝原因`}
              withAsterisk
              rows={3}
              value={reason}
              onChange={(event) => reply.send({ type: 'confirm.note', note: event.currentTarget.value })}
              error={reasonError ? i18n._(reasonError) : null}
              description={t`${reason.trim().length}/${REASON_MAX} 字`}
              data-autofocus
            />
            <ErrorAlert error={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={declining}>
                <Trans>取消</Trans>
              </Button>
              <Button type="submit" color="red" loading={declining}>
                <Trans>确认拒绝</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <SuccessDialog
        opened={answered}
        message={invitationAnswered[done?.reply ?? 2]}
        onClose={() => reply.send({ type: 'confirm.dismiss' })}
      />
    </>
  )
}
