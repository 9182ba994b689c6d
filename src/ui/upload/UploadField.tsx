import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, FileButton, Group, List, Progress, Stack, Text } from '@mantine/core'
import { useId, useRef, useState } from 'react'

import { useUiNode, useUiText, type UiNode, type UiText } from '../text'
import {
  acceptAttribute,
  acceptOf,
  limitOf,
  problemMessage,
  validateFiles,
  type UploadProblem,
  type UploadVariant,
} from './validate'

const problemOf = (p: UploadProblem | null) => (p ? problemMessage(p) : null)

/** A file the field holds: chosen, being uploaded or already on the server. */
export interface UploadItem {
  /** Stable key; the name is used when absent. */
  id?: string
  name: string
}

export interface UploadFieldProps {
  /** Text and accessible name of the choose button; defaults to 选择文件 (选择图片 for a picture). */
  label?: UiText
  /** 'picture': png/jpg/jpeg up to 2 MB, one file unless `limit` says otherwise. */
  variant?: UploadVariant
  /** What a picture shows (营业执照): a refusal of its size names it. */
  subject?: UiText
  /** Extensions without the dot; defaults to spec 000 §5's list for the variant. */
  accept?: readonly string[]
  /** Most files the field may hold (those in `files` count); defaults to 10, or 1 for a picture. */
  limit?: number
  /** What the field holds now, shown as a list. */
  files: readonly UploadItem[]
  /**
   * Replaces the spec 000 §5 checks, e.g. for bid files (spec 001 §5, checked by their flow): the
   * message to show for a refused choice, or null to pass it on. `held` is `files.length`.
   */
  validate?: (chosen: readonly File[], held: number) => UiNode | null
  /** A choice that passed the checks; a refused choice shows the message instead. */
  onSelect: (files: File[]) => void
  /** Offers a remove button per file when given. */
  onRemove?: (index: number) => void
  /** An upload is under way: the progress bar and 取消上传 show. */
  uploading?: boolean
  /** 0–100. */
  progress?: number
  onCancel?: () => void
  /** The last upload failed: the message shows with 重试. */
  error?: UiNode | null
  onRetry?: () => void
  disabled?: boolean
}

/**
 * The file upload widget of spec 000 §2.3/§5 on a plain, keyboard-reachable file input (Mantine
 * `FileButton`): checks type, count and (for pictures) size with `validate.ts`, lists what the field
 * holds, shows upload progress with cancel, and a failure with retry. Uploading itself is the
 * caller's: files go out through `onSelect`, progress comes back in.
 */
export function UploadField({
  label,
  variant = 'file',
  subject,
  accept,
  limit,
  files,
  validate,
  onSelect,
  onRemove,
  uploading = false,
  progress = 0,
  onCancel,
  error,
  onRetry,
  disabled = false,
}: UploadFieldProps) {
  const { t } = useLingui()
  const text = useUiText()
  const node = useUiNode()
  const hintId = useId()
  const resetRef = useRef<() => void>(null)
  const [problem, setProblem] = useState<UiNode | null>(null)

  const rules = { variant, accept, limit, existing: files.length, ...(subject ? { subject: text(subject) } : {}) }
  const max = limitOf(rules)
  const buttonLabel = label ? text(label) : variant === 'picture' ? t`选择图片` : t`选择文件`
  const types = acceptOf(rules).join('、')

  const choose = (payload: File[] | File | null) => {
    const chosen = payload === null ? [] : Array.isArray(payload) ? payload : [payload]
    resetRef.current?.() // the same file may be chosen again after a refusal or removal
    if (chosen.length === 0) return
    const found = validate ? validate(chosen, files.length) : problemOf(validateFiles(chosen, rules))
    setProblem(found ?? null)
    if (!found) onSelect(chosen)
  }

  const percent = Math.max(0, Math.min(100, Math.round(progress)))

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton
          onChange={choose}
          accept={acceptAttribute(rules)}
          multiple={max > 1}
          resetRef={resetRef}
          disabled={disabled || uploading}
          inputProps={{ 'aria-label': buttonLabel, tabIndex: -1 }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={disabled || uploading} aria-describedby={hintId}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" id={hintId}>
          {variant === 'picture' && !accept ? (
            <Trans>只能上传 {types} 文件，且不超过 2MB</Trans>
          ) : (
            <Trans>
              只能上传 {types} 文件，最多 {max} 个
            </Trans>
          )}
        </Text>
      </Group>

      {problem && (
        <Alert color="red" role="alert" variant="light" py="xs">
          {node(problem)}
        </Alert>
      )}

      {files.length > 0 && (
        <List aria-label={t`已选文件`} listStyleType="none" spacing={4}>
          {files.map(({ id, name }, i) => (
            <List.Item key={id ?? `${name}#${i}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{name}</Text>
                {onRemove && !uploading && (
                  <CloseButton size="sm" aria-label={t`移除 ${name}`} onClick={() => onRemove(i)} />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}

      {uploading && (
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} aria-label={t`上传进度`} style={{ flex: 1 }} />
          <Text size="xs" w={40} ta="right" aria-hidden>
            {percent}%
          </Text>
          {onCancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
              <Trans>取消上传</Trans>
            </Button>
          )}
        </Group>
      )}

      {error && !uploading && (
        <Alert color="red" role="alert" variant="light" py="xs" title={<Trans>上传失败</Trans>}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{node(error)}</Text>
            {onRetry && (
              <Button size="xs" variant="light" onClick={onRetry}>
                <Trans>重试</Trans>
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </Stack>
  )
}
