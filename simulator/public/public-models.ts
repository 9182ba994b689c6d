import { primaryKey } from '@mswjs/data'

/*
 * The tables behind the public site (decision 038): the articles a tenant publishes for visitors
 * (通知公告, 政策法规, the help centre's questions and downloads) and the agencies' applications to
 * join the platform. Back-end data, so they are persisted and travel in state files like every
 * other table.
 */

/** 'notice' 通知公告, 'policy' 政策法规, 'help' 常见问题 (dictionary new_faq), 'download' 资料下载 (dictionary news_down). */
export type ArticleKind = 'notice' | 'policy' | 'help' | 'download'

export interface ArticleRecord {
  id: string
  tenantId: string
  kind: ArticleKind
  /** The dictionary key (help: new_faq, download: news_down) or, for notices and policies, the category's code. */
  category: string
  categoryName: string
  title: string
  /** HTML, written in the tenant's rich-text editor. */
  content: string
  /** Who issued it (发布单位 / 发文机关). */
  source: string
  releaseTime: string
  /** The attached files' names and sizes in bytes, pairwise (the table holds no nested records). */
  fileNames: string[]
  fileSizes: number[]
  /** Each file's stored address, beside its name; blank or absent: the simulated storage's link for the name. */
  fileUrls?: string[]
}

/** An agency's application to join (代理机构入驻): 0 awaiting review, 1 approved, 2 rejected. */
export interface TenantApplyRecord {
  id: string
  tenantName: string
  creditCode: string
  linkman: string
  contactNumber: string
  email: string
  address: string
  /** The host name the agency would like its own site on (BladeX `domain`); may be blank. */
  domain: string
  remark: string
  status: number
  createTime: string
}

const text = () => ''
const zero = () => 0

export const publicModels = {
  article: {
    id: primaryKey(String), tenantId: text, kind: (): ArticleKind => 'notice', category: text, categoryName: text, title: text, content: text, source: text,
    releaseTime: text, fileNames: (): string[] => [], fileSizes: (): number[] => [], fileUrls: (): string[] => [],
  },
  tenantApply: {
    id: primaryKey(String), tenantName: text, creditCode: text, linkman: text, contactNumber: text, email: text, address: text, domain: text, remark: text,
    status: zero, createTime: text,
  },
}

export interface PublicDump {
  article: ArticleRecord[]
  tenantApply: TenantApplyRecord[]
}
