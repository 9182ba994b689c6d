import type { Article } from '@/app/actors/public/public-site'
import type { CodeLabels } from '@/ui/format/code-label'
import { CodeText } from '@/ui/format/CodeText'
import { dictionaryLabels, noticeCategoryLabels, policyCategoryLabels } from '@/ui/format/site-labels'

export type ArticleKind = 'notice' | 'policy' | 'help' | 'download'

/** Help and downloads file by a site dictionary's keys; notices and policies by the category's name (site-labels.ts). */
const BY_KIND: Record<ArticleKind, { labels: CodeLabels; byName: boolean }> = {
  notice: { labels: noticeCategoryLabels, byName: true },
  policy: { labels: policyCategoryLabels, byName: true },
  help: { labels: dictionaryLabels.new_faq, byName: false },
  download: { labels: dictionaryLabels.news_down, byName: false },
}

/** An article's category in the reader's language; the server's name for one the portal does not know. */
export function ArticleCategory({ kind, article }: { kind: ArticleKind; article: Pick<Article, 'category' | 'categoryName'> }) {
  const { labels, byName } = BY_KIND[kind]
  return <CodeText labels={labels} code={byName ? article.categoryName : article.category} sent={article.categoryName ?? '—'} tenantNamed={!byName} />
}
