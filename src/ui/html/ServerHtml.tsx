import { useLingui } from '@lingui/react/macro'
import { Skeleton, Stack, Typography } from '@mantine/core'
import { useEffect, useState } from 'react'

import { loadSanitizer } from './sanitize'

export interface ServerHtmlProps {
  /** HTML as the server sent it; never trusted. */
  html: string
  /** Accessible name of the content, usually the notice's title. */
  label?: string
}

/**
 * Notice or bulletin HTML from the server, sanitized with DOMPurify (loaded lazily, see
 * `sanitize.ts`) and typeset with Mantine's `Typography`. Until the sanitizer has arrived a
 * placeholder marked busy is shown; raw HTML is never put into the page.
 */
export function ServerHtml({ html, label }: ServerHtmlProps) {
  const { t } = useLingui()
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null)

  useEffect(() => {
    let live = true
    loadSanitizer().then(
      (sanitize) => live && setClean({ source: html, html: sanitize(html) }),
      () => live && setClean({ source: html, html: '' }),
    )
    return () => {
      live = false
    }
  }, [html])

  const name = label ?? t`正文`
  const ready = clean !== null && clean.source === html
  if (!ready) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={name} role="article">
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    )
  }
  return (
    <Typography>
      <article aria-label={name} dangerouslySetInnerHTML={{ __html: clean.html }} />
    </Typography>
  )
}
