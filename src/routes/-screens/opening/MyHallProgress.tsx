import { Trans } from '@lingui/react/macro'
import { Badge, List, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { DECRYPT_STATUS } from '@/app/actors/opening/opening-screens'
import type { HallProgress } from '@/services/schemas/bid-project'
import { Fact } from '@/ui/facts/Fact'
import { formatDateTime } from '@/ui/format/date'

function Step({ label, done, time, pending }: { label: ReactNode; done: boolean; time: number | null; pending: ReactNode }) {
  return (
    <Fact label={label} block>
      {done ? (
        <>
          <Badge size="sm" color="green" variant="light">
            <Trans>已完成</Trans>
          </Badge>{' '}
          {time === null ? null : formatDateTime(time)}
        </>
      ) : (
        <Badge size="sm" color="gray" variant="light">
          {pending}
        </Badge>
      )}
    </Fact>
  )
}

function Decryption({ progress }: { progress: HallProgress }) {
  if (progress.decryptStatus === DECRYPT_STATUS.failed) {
    return (
      <Fact label={<Trans>解密投标文件</Trans>} block>
        <Badge size="sm" color="red" variant="light">
          <Trans>解密失败</Trans>
        </Badge>{' '}
        {progress.decryptFailReason}
      </Fact>
    )
  }
  return (
    <Step
      label={<Trans>解密投标文件</Trans>}
      done={progress.decryptStatus === DECRYPT_STATUS.decrypted}
      time={progress.decryptTime}
      pending={progress.decryptBeginStatus ? <Trans>解密中</Trans> : <Trans>未解密</Trans>}
    />
  )
}

/** My four steps through the opening (签到, 确认投标文件, 解密, 签署开标记录), and my bids in it. */
export function MyHallProgress({ progress }: { progress: HallProgress | null }) {
  if (!progress) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>您在本项目中没有递交投标文件，不参加本次开标。</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Step label={<Trans>签到</Trans>} done={progress.checkInStatus} time={progress.checkInTime} pending={<Trans>未签到</Trans>} />
        <Step label={<Trans>确认投标文件</Trans>} done={progress.fileSureStatus} time={progress.fileSureTime} pending={<Trans>未确认</Trans>} />
        <Decryption progress={progress} />
        <Step label={<Trans>签署开标记录</Trans>} done={progress.recordSignStatus} time={progress.recordSignTime} pending={<Trans>未签署</Trans>} />
      </SimpleGrid>
      {progress.bids.length > 0 ? (
        <List size="sm">
          {progress.bids.map((bid) => {
            const packageName = bid.packageName ?? ''
            const fileName = bid.fileName ?? ''
            return (
              <List.Item key={bid.packageId}>
                <Trans>
                  {packageName}：{fileName}
                </Trans>
              </List.Item>
            )
          })}
        </List>
      ) : null}
    </Stack>
  )
}
