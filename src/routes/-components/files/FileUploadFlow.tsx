import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { Actor } from 'xstate'
import { roundedMb, uploadFailed } from '@/domain/upload'
import type { bidUploadMachine } from '@/machines/tender/bidUpload.machine'
import { HashingProgress } from '@/ui/fingerprint/HashingProgress'
import { UploadField } from '@/ui/upload/UploadField'
import { SentFileReceipt } from './SentFileReceipt'

type UploadActor = Actor<typeof bidUploadMachine>

type Props = {
  upload: UploadActor
  label: string
  accept: readonly string[]
  maxSizeMb: number | null
  /** What the screen says while its own step runs (the bid file's collusion check). */
  status?: ReactNode
  /** What the screen offers once the file is in (返回上传详情). */
  done?: ReactNode
}

/**
 * One file through the upload flow (a bid file, a contract, a tender file): the field, the
 * flow's notices, the fingerprint's and the upload's progress, the refusal or failure with 重试,
 * and on success the fingerprint with its receipt.
 */
export function FileUploadFlow({ upload, label, accept, maxSizeMb, status, done }: Props) {
  const { i18n } = useLingui()
  const file = useSelector(upload, (s) => s.context.file)
  const percent = useSelector(upload, ({ context: { progress } }) => (progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0))
  const error = useSelector(upload, (s) => s.context.error)
  const busy = useSelector(upload, (s) => s.hasTag('busy'))
  const uploading = useSelector(upload, (s) => s.hasTag('uploading'))
  const hashProgress = useSelector(upload, (s) => (s.hasTag('hashing') ? s.context.hashProgress : null))
  const notice = useSelector(upload, (s) => s.context.notice)
  const succeeded = useSelector(upload, (s) => s.hasTag('succeeded'))
  const sent = useSelector(upload, (s) => (s.hasTag('succeeded') ? s.context.sent : null))
  const rejected = useSelector(upload, (s) => s.hasTag('rejected'))
  const failed = useSelector(upload, (s) => s.hasTag('failed'))
  const errorText = error ? i18n._(error) : null
  const failedText = i18n._(uploadFailed)
  const limit = maxSizeMb !== null ? roundedMb(maxSizeMb) : null

  return (
    <Stack gap="xs">
      <UploadField
        label={label}
        accept={accept}
        limit={1}
        files={busy && file ? [{ name: file.name }] : []}
        // The flow runs the type and size checks itself, so the message and the refusal come from one place.
        validate={() => null}
        onSelect={(chosen) => chosen[0] && upload.send({ type: 'upload.choose', file: chosen[0] })}
        uploading={uploading}
        progress={percent}
        onCancel={() => upload.send({ type: 'upload.cancel' })}
        disabled={busy}
      />
      {limit !== null ? (
        <Text size="xs" c="dimmed">
          <Trans>单个文件不能大于 {limit}M，一次上传一个文件</Trans>
        </Text>
      ) : null}
      {status}
      {notice ? (
        <Group gap="xs" role="status">
          {uploading ? <Loader size="xs" /> : null}
          <Text size="sm" c={succeeded ? 'green' : undefined} fw={succeeded ? 600 : undefined}>
            {i18n._(notice)}
          </Text>
        </Group>
      ) : null}
      {hashProgress ? <HashingProgress loaded={hashProgress.loaded} total={hashProgress.total} onCancel={() => upload.send({ type: 'upload.cancel' })} /> : null}
      {sent ? <SentFileReceipt sent={sent} /> : null}
      {succeeded && done ? <Group>{done}</Group> : null}
      {rejected && errorText ? (
        <Alert color="red" role="alert">
          {errorText}
        </Alert>
      ) : null}
      {failed ? (
        <Alert color="red" role="alert" title={failedText}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{errorText && errorText !== failedText ? errorText : <Trans>请检查网络后重试</Trans>}</Text>
            <Button size="xs" variant="light" onClick={() => upload.send({ type: 'upload.retry' })}>
              <Trans>重试</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  )
}
