import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'

/** From a sign-up's unpaid 标书费 to paying it: the server makes or finds the order (decision 031). */
export function PayFeeLink({ entryId, packageName }: { entryId: string; packageName: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <Button
      size="compact-xs"
      variant="light"
      ml="xs"
      aria-label={t`去缴费：${packageName} 标书费`}
      onClick={() => void navigate({ to: '/personal/myOrder/myOrderPay', search: { entryId, feeType: 1 } })}
    >
      <Trans>去缴费</Trans>
    </Button>
  )
}
