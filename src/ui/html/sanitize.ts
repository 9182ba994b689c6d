import type { DOMPurify } from 'dompurify'

/**
 * How server HTML (notices, bulletins, message bodies) is cleaned before it is shown.
 *
 * DOMPurify's defaults already drop scripts, event-handler attributes and `javascript:`/`vbscript:`
 * URLs (including entity- and whitespace-obfuscated ones) and neutralise mutation-XSS tricks. On top:
 * - `<style>` is dropped (it would restyle the whole portal), as are form controls (a notice has no
 *   business asking for input: phishing) and frames/objects/embeds;
 * - every link with an address opens in a new tab with `rel="noopener noreferrer"`.
 * Inline `style` attributes stay: the rich-text editor writes font sizes and colours with them.
 */
const SANITIZE_CONFIG = {
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
  ],
  FORBID_ATTR: ['formaction', 'srcdoc'],
  ADD_ATTR: ['target'],
}

/** Adds the link rule to a DOMPurify instance (the hook is per instance). */
function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target')
    }
  })
  return purify
}

let loading: Promise<(html: string) => string> | undefined

/**
 * The sanitizer, loaded on first use: `dompurify` is its own lazy chunk, so no screen that shows
 * no server HTML pays for it, and it never loads on /login (decision 016).
 */
export function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const purify = configure(createDOMPurify(window))
    return (html: string) => purify.sanitize(html, SANITIZE_CONFIG)
  })
  loading.catch(() => {
    loading = undefined // a chunk that failed to arrive is asked for again next time
  })
  return loading
}
