import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { recordFileLogic, type HallView, type openingLogic } from '@/app/actors/opening/opening'
import { usePortal } from '@/app/portal-context'
import { useShellFlow } from '@/app/use-flow'
import type { RecordDocument } from '@/machines/opening/electronicOpening.machine'
import type { HallRecordFile } from '@/services/schemas/bid-project'
import { PasswordField } from '@/ui/forms/PasswordField'
import { PdfViewer } from '@/ui/pdf/PdfViewer'
import { Busy } from '@/routes/-screens/opening/Busy'
import { safeHref } from '@/validation/safe-url'

type HallActor = ActorRefFrom<ReturnType<typeof openingLogic>>

/**
 * The record-signing node (decision 027): the opening record in the PDF viewer, and the CA PIN with
 * which the certificate helper signs what the viewer shows. The flow is told the document only once
 * the viewer has shown it, so signing sight unseen is refused (请选择PDF文档).
 */
export function RecordSigningPanel({ hall, view }: { hall: HallActor; view: HallView | null }) {
  const { t, i18n } = useLingui()
  // What was typed stays through a failure, so a retry needs only a correction.
  const [pin, setPin] = useState('')
  const [document, setDocument] = useState<RecordDocument | null>(null)
  const signing = useSelector(hall, (s) => s.hasTag('signingRecord'))
  const saving = useSelector(hall, (s) => s.hasTag('savingRecord'))
  const signPolls = useSelector(hall, (s) => s.context.signPolls)
  const file = view?.recordFile ?? null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    hall.send({ type: 'record.sign', document, pin })
  }
  return (
    <Stack>
      <Text>
        <Trans>请查看开标记录，确认无误后输入CA密码签署。</Trans>
      </Text>
      {file ? (
        // In another language the record is read again, in that language.
        <RecordViewer key={`${file.link} ${i18n.locale}`} file={file} onDocument={setDocument} />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>开标记录尚未生成，请稍后刷新。</Trans>
        </Text>
      )}
      <form onSubmit={submit} aria-label={t`签署开标记录`}>
        <Stack>
          <PasswordField
            label={t`CA密码`}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            autoComplete="off"
            disabled={signing || saving}
            maw={320}
          />
          <Group>
            <Button type="submit" loading={signing || saving}>
              <Trans>签署开标记录</Trans>
            </Button>
            {signing ? (
              <Button variant="default" onClick={() => hall.send({ type: 'record.cancel' })}>
                <Trans>取消</Trans>
              </Button>
            ) : null}
          </Group>
          {signing ? (
            <Busy>
              <Trans>正在等待证书助手签名（{signPolls} 秒）…</Trans>
            </Busy>
          ) : null}
          {saving ? (
            <Busy>
              <Trans>正在保存签名…</Trans>
            </Busy>
          ) : null}
        </Stack>
      </form>
    </Stack>
  )
}

/** The record's bytes by the hall's link, shown in the viewer; the document is handed up once shown, to be signed. */
export function RecordViewer({ file, onDocument }: { file: HallRecordFile; onDocument?: (document: RecordDocument | null) => void }) {
  const { t, i18n } = useLingui()
  const { config } = usePortal()
  const record = useShellFlow(recordFileLogic, { input: { id: file.link } })
  const loaded = useSelector(record, (s) => s.context.record)
  const failed = useSelector(record, (s) => s.hasTag('failed') || s.hasTag('notFound'))
  const error = useSelector(record, (s) => s.context.error)
  const fileName = file.fileName || t`开标记录.pdf`
  // A link on the API is relative to its base; a file server's is absolute.
  const href = safeHref(/^https?:\/\//i.test(file.link.trim()) ? file.link : `${config.apiBase.replace(/\/$/, '')}${file.link}`)
  useEffect(() => () => onDocument?.(null), [onDocument])
  return (
    <PdfViewer
      label={t`开标记录`}
      fileName={fileName}
      data={loaded?.bytes ?? null}
      loading={!failed && !loaded}
      failure={failed ? (error ? i18n._(error) : t`开标记录文件不存在`) : undefined}
      // eslint-disable-next-line no-restricted-syntax -- safeHref above
      href={href}
      onReady={() => loaded && onDocument?.({ fileId: file.fileId, fileName, digest: loaded.digest })}
      onFailed={() => onDocument?.(null)}
    />
  )
}
