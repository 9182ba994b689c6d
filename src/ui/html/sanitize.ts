import type { DOMPurify } from 'dompurify'
import { checkUrl } from '@/validation/safe-url'
import { filterStyle } from './style-filter'

/** Where server HTML may load pictures from, besides the portal's own origin (decision 056). */
export interface ServerHtmlPolicy {
  /** The API's origin and config.json's `imageOrigins`. */
  imageOrigins: readonly string[]
}

/**
 * How server HTML (notices, bulletins, message bodies) is cleaned before it is shown.
 *
 * DOMPurify's defaults already drop scripts, event-handler attributes and `javascript:`/`vbscript:`
 * URLs (including entity- and whitespace-obfuscated ones) and neutralise mutation-XSS tricks. On top:
 * - HTML only: no SVG or MathML, whose pictures and links follow rules of their own;
 * - `<style>` is dropped (it would restyle the whole portal), as are form controls (a notice has no
 *   business asking for input: phishing), frames/objects/embeds and dialogs, and the attributes that
 *   load or show things past the rules below (`srcset`, `background`, `poster`, `ping`, popovers);
 * - every link with an address opens in a new tab with `rel="noopener noreferrer"`;
 * - inline `style` keeps the editor's formatting and loses positioning, layering and covering sizes
 *   (`style-filter.ts`, decision 056);
 * - pictures and media load only from the portal's origin or the policy's; a picture from anywhere
 *   else (a tracker, a stranger's copy of the sign-in page) is replaced by its alt text.
 */
const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'dialog',
  ],
  FORBID_ATTR: ['formaction', 'srcdoc', 'srcset', 'background', 'poster', 'ping', 'popover', 'popovertarget', 'popovertargetaction'],
  ADD_ATTR: ['target'],
}

const BOX_PX = 2000
/** A picture the editor pasted in: its bytes are in the page, so it loads from nowhere. */
const EMBEDDED_PICTURE = /^data:image\/(png|gif|jpeg|webp);base64,[a-z0-9+/=\s]+$/i

function originOf(address: string): string | null {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

function mediaAllowed(src: string, element: Element, policy: ServerHtmlPolicy): boolean {
  if (element.tagName === 'IMG' && EMBEDDED_PICTURE.test(src.trim())) return true
  const checked = checkUrl(src)
  if (!checked.ok) return false
  if (checked.sameOrigin) return true
  const origin = originOf(checked.href)
  return policy.imageOrigins.some((listed) => originOf(listed) === origin)
}

/** `width="5000"` lays a cover as well as a style does. */
function sizeAllowed(value: string): boolean {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$/i.exec(value)
  if (!match) return false
  return match[2] === '%' ? Number(match[1]) <= 100 : Number(match[1]) <= BOX_PX
}

/** Adds the link, style and picture rules to a DOMPurify instance (the hook is per instance). */
function configure(purify: DOMPurify, policy: () => ServerHtmlPolicy): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target')
    }
    const style = node.getAttribute('style')
    if (style !== null) {
      const kept = filterStyle(style)
      if (kept) node.setAttribute('style', kept)
      else node.removeAttribute('style')
    }
    for (const name of ['width', 'height']) {
      const size = node.getAttribute(name)
      if (size !== null && !sizeAllowed(size)) node.removeAttribute(name)
    }
    const src = node.getAttribute('src')
    if (src !== null && !mediaAllowed(src, node, policy())) {
      if (node.tagName === 'IMG') {
        const alt = node.getAttribute('alt')?.trim()
        if (alt) node.replaceWith(node.ownerDocument.createTextNode(alt))
        else node.remove()
      } else node.removeAttribute('src')
    }
  })
  return purify
}

export type Sanitize = (html: string, policy?: ServerHtmlPolicy) => string

let loading: Promise<Sanitize> | undefined

/**
 * The sanitizer, loaded on first use: `dompurify` is its own lazy chunk, so no screen that shows
 * no server HTML pays for it, and it never loads on /login (decision 016).
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => {
    // The hook reads the policy of the call under way: sanitize runs to its end synchronously.
    let current: ServerHtmlPolicy = { imageOrigins: [] }
    const purify = configure(createDOMPurify(window), () => current)
    return (html, policy = { imageOrigins: [] }) => {
      current = policy
      return purify.sanitize(html, SANITIZE_CONFIG)
    }
  })
  loading.catch(() => {
    loading = undefined // a chunk that failed to arrive is asked for again next time
  })
  return loading
}
