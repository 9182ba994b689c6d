/** Elements that end an open <p> in HTML: inside one, they are markup a browser would not keep. */
const BLOCKS = 'address, article, aside, blockquote, details, dialog, div, dl, fieldset, figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hgroup, hr, main, menu, nav, ol, p, pre, search, section, table, ul'

/**
 * The blocks inside a paragraph in the page, each as `<p> … <div> its text`. React's production
 * build, which the screen tests render with (decision 080), does not warn of them as its
 * development build does; a test reads them off the page instead.
 */
export function blocksInParagraphs(root: ParentNode = document): string[] {
  return [...root.querySelectorAll(`p :is(${BLOCKS})`)].map((element) => `<p> … <${element.localName}> ${element.textContent?.slice(0, 40) ?? ''}`)
}
