import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'

export type AnswerFields = {
  productName: string
  brandModel: string
  unitPrice: string
  deliveryDays: string
  remarks: string
  file: File | null
}
export type AnswerField = Exclude<keyof AnswerFields, 'file'>

export interface SurveyAnswerFormProps {
  draft: AnswerFields
  /** Each field's problem, already translated. */
  errors: Partial<Record<keyof AnswerFields, ReactNode>>
  /** The server's refusal, translated. */
  error: ReactNode
  /** The attachment submitted earlier, kept unless another is chosen. */
  keptFile?: ReactNode
  submitting: boolean
  onChange: (field: AnswerField, value: string) => void
  onFile: (file: File | null) => void
  onSubmit: () => void
  /** Offered when a submitted answer is being changed: back to it, unchanged. */
  onCancel?: (() => void) | undefined
}

/** The answer to a demand survey: what the supplier offers, at what unit price and how soon. */
export function SurveyAnswerForm({ draft, errors, error, keptFile, submitting, onChange, onFile, onSubmit, onCancel }: SurveyAnswerFormProps) {
  const { t } = useLingui()
  return (
    <form
      aria-label={t`调研回复`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`产品（服务）名称`}
            required
            value={draft.productName}
            error={errors.productName}
            onChange={(e) => onChange('productName', e.currentTarget.value)}
          />
          <TextInput label={t`品牌型号`} value={draft.brandModel} error={errors.brandModel} onChange={(e) => onChange('brandModel', e.currentTarget.value)} />
          <TextInput
            label={t`单价（元）`}
            required
            inputMode="decimal"
            value={draft.unitPrice}
            error={errors.unitPrice}
            onChange={(e) => onChange('unitPrice', e.currentTarget.value)}
          />
          <TextInput
            label={t`供货周期（天）`}
            required
            inputMode="numeric"
            value={draft.deliveryDays}
            error={errors.deliveryDays}
            onChange={(e) => onChange('deliveryDays', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t`备注`}
          rows={3}
          value={draft.remarks}
          error={errors.remarks}
          onChange={(e) => onChange('remarks', e.currentTarget.value)}
        />
        <FileInput
          label={t`附件`}
          description={keptFile}
          placeholder={t`选择文件`}
          clearable
          value={draft.file}
          error={errors.file}
          onChange={(file) => onFile(file)}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            <Trans>提交回复</Trans>
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              <Trans>取消修改</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
