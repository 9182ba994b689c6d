import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Checkbox, Group, Modal, Text } from '@mantine/core'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { useUiText, type UiText } from '../text'

export interface AgreementDialogProps {
  opened: boolean
  /** e.g. 投标须知, 供应商承诺书. */
  title: UiText
  /** The agreement text (plain nodes or a `ServerHtml`). */
  children: ReactNode
  onAgree: () => void
  /** 不同意, and Escape. */
  onDisagree: () => void
  /** The tick may only be set once the text has been scrolled to its end. Default true. */
  requireScroll?: boolean
}

/** Within this many pixels of the bottom counts as read to the end. */
const END_SLACK = 4

/**
 * An agreement the supplier must read and accept: 同意 is enabled only once 我已阅读并同意 is
 * ticked, and the tick only once the text has been scrolled to its end (text that fits needs no
 * scrolling). The text is a focusable region, so it scrolls from the keyboard too. A stray click
 * on the backdrop does not dismiss it; Escape counts as 不同意.
 */
export function AgreementDialog({
  opened,
  title,
  children,
  onAgree,
  onDisagree,
  requireScroll = true,
}: AgreementDialogProps) {
  const text = useUiText()
  return (
    <Modal
      opened={opened}
      onClose={onDisagree}
      title={text(title)}
      size="lg"
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
    >
      {/* Mounted only while open, so every opening starts unread and unticked. */}
      <AgreementBody onAgree={onAgree} onDisagree={onDisagree} requireScroll={requireScroll}>
        {children}
      </AgreementBody>
    </Modal>
  )
}

function AgreementBody({
  children,
  onAgree,
  onDisagree,
  requireScroll,
}: Omit<AgreementDialogProps, 'opened' | 'title'>) {
  const { t } = useLingui()
  const hintId = useId()
  const region = useRef<HTMLDivElement | null>(null)
  const [readToEnd, setReadToEnd] = useState(!requireScroll)
  const [ticked, setTicked] = useState(false)

  const check = useCallback(() => {
    const el = region.current
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK) setReadToEnd(true)
  }, [])

  // Text short enough to need no scrolling counts as read.
  useEffect(() => {
    if (requireScroll) check()
  }, [check, requireScroll])

  return (
    <>
      <Box
        ref={region}
        onScroll={check}
        role="region"
        aria-label={t`协议内容`}
        tabIndex={0}
        mah="55vh"
        p="sm"
        style={{
          overflowY: 'auto',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        {children}
      </Box>
      <Checkbox
        mt="md"
        label={<Trans>我已阅读并同意</Trans>}
        checked={ticked}
        disabled={!readToEnd}
        onChange={(e) => setTicked(e.currentTarget.checked)}
        aria-describedby={readToEnd ? undefined : hintId}
      />
      {!readToEnd && (
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          <Trans>请阅读至协议末尾</Trans>
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDisagree}>
          <Trans>不同意</Trans>
        </Button>
        <Button onClick={onAgree} disabled={!ticked}>
          <Trans>同意</Trans>
        </Button>
      </Group>
    </>
  )
}
