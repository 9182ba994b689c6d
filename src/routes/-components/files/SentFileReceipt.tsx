import { Trans } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import type { SentFile } from '@/machines/tender/bidUpload.machine'
import { SentFingerprint } from '@/ui/fingerprint/SentFingerprint'

/** Decision 070: the sent file's fingerprint, the server's if it differs, and the way to its receipt. */
export function SentFileReceipt({ sent }: { sent: SentFile }) {
  const receiptId = receiptIdOf(sent.receipt)
  return (
    <SentFingerprint sha256={sent.sha256} serverSha256={sent.serverSha256}>
      {receiptId ? <ReceiptLink id={receiptId} /> : null}
    </SentFingerprint>
  )
}

/** 查看接收回执: the receipt of one stored upload (`entry/querySupplierTenderBack`). */
export function ReceiptLink({ id, label }: { id: string; label?: string }) {
  const navigate = useNavigate()
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      style={{ alignSelf: 'flex-start' }}
      aria-label={label}
      onClick={() => navigate({ to: '/purchaseNotice/uploadTender/fileDetails', search: { id } })}
    >
      <Trans>查看接收回执</Trans>
    </Anchor>
  )
}

/** The stored file's id in the upload's answer (the back end's file record), when it has one. */
function receiptIdOf(receipt: unknown): string | null {
  const id = (receipt as { id?: unknown } | null)?.id
  return typeof id === 'string' && id ? id : null
}
