import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'

/** From a signed-up package elsewhere (the purchase detail) to its bid-file upload. */
export function UploadBidFileLink({ packageId, packageName }: { packageId: string; packageName: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <Button
      size="compact-xs"
      variant="light"
      aria-label={t`上传投标文件：${packageName}`}
      onClick={() => navigate({ to: '/purchaseNotice/uploadTender/uploadFile', search: { id: packageId } })}
    >
      <Trans>上传投标文件</Trans>
    </Button>
  )
}
