import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor } from '@mantine/core'
import { useState } from 'react'
import { isOldBrowser } from './old-browser'

/** Spec 000 §2.3's tip for old IE/Edge users: the portal works best in Chrome. Closable. */
export function OldBrowserTip({ userAgent }: { userAgent: string }) {
  const { t } = useLingui()
  const [closed, setClosed] = useState(false)
  if (closed || !isOldBrowser(userAgent)) return null
  return (
    <Alert color="yellow" radius={0} withCloseButton closeButtonLabel={t`关闭提示`} onClose={() => setClosed(true)} role="alert">
      <Trans>
        您正在使用的浏览器版本过低，部分功能可能无法正常使用。建议使用{' '}
        <Anchor href="https://www.google.cn/chrome/" target="_blank" rel="noopener noreferrer" size="sm">
          Chrome 浏览器
        </Anchor>{' '}
        访问本平台。
      </Trans>
    </Alert>
  )
}
