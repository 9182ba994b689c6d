import { Trans } from '@lingui/react/macro'
import { Alert, Stack, Text } from '@mantine/core'
import { HALL_STATUS } from '@/app/actors/opening/opening'
import { formatDateTime } from '@/ui/format/date'

type Hall = { hallStatus: number; openTime: number; reason?: string | null | undefined }

/** A postponed opening's new time and reason, or a failed one's reason; nothing while it runs as planned. */
export function HallNotice({ hall }: { hall: Hall }) {
  if (hall.hallStatus === HALL_STATUS.postponed) {
    return (
      <Alert color="orange" title={<Trans>延期开标</Trans>}>
        <Stack gap={4}>
          <Text size="sm">
            <Trans>新的开标时间：{formatDateTime(hall.openTime)}</Trans>
          </Text>
          {hall.reason ? (
            <Text size="sm">
              <Trans>延期原因：{hall.reason}</Trans>
            </Text>
          ) : null}
        </Stack>
      </Alert>
    )
  }
  if (hall.hallStatus === HALL_STATUS.failed) {
    return (
      <Alert color="red" title={<Trans>开标失败</Trans>}>
        {hall.reason}
      </Alert>
    )
  }
  return null
}
