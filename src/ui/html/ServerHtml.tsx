import { useLingui } from '@lingui/react/macro'
import { Skeleton, Stack, Typography } from '@mantine/core'
import { useContext, useEffect, useMemo, useState, type CSSProperties } from 'react'

import { loadSanitizer } from './sanitize'
import { ServerHtmlSourcesContext } from '../server-html-sources'

export interface ServerHtmlProps {
  /** HTML as the server sent it; never trusted. */
  html: string
  /** Accessible name of the content, usually the notice's title. */
  label?: string
}

/**
 * Whatever the sanitizer lets through stays inside the article (decision 056): it is the containing
 * block and paint clip of anything positioned within (`contain`), its own stacking context
 * (`isolation`), and scrolls what is wider than the page.
 */
const CONTAINED: CSSProperties = { contain: 'content', isolation: 'isolate', overflow: 'auto', position: 'relative' }

/**
 * Notice or bulletin HTML from the server, sanitized with DOMPurify (loaded lazily, see
 * `sanitize.ts`) and typeset with Mantine's `Typography`. Until the sanitizer has arrived a
 * placeholder marked busy is shown; raw HTML is never put into the page.
 */
export function ServerHtml({ html, label }: ServerHtmlProps) {
  const { t } = useLingui()
  const { apiBase, imageOrigins: listed } = useContext(ServerHtmlSourcesContext)
  const imageOrigins = useMemo(() => [new URL(apiBase || '/', location.href).origin, ...listed], [apiBase, listed])
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null)

  useEffect(() => {
    let live = true
    loadSanitizer().then(
      (sanitize) => live && setClean({ source: html, html: sanitize(html, { imageOrigins }) }),
      () => live && setClean({ source: html, html: '' }),
    )
    return () => {
      live = false
    }
  }, [html, imageOrigins])

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
      <article aria-label={name} style={CONTAINED} dangerouslySetInnerHTML={{ __html: clean.html }} />
    </Typography>
  )
}
