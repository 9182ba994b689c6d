import { setupI18n, type MessageDescriptor } from '@lingui/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@/locales/en/screens.po'
import { HallStandingBadge } from '@/routes/-components/HallStandingBadge'
import { ArticleCategory } from '@/routes/-components/public/ArticleCategory'
import { renderUi } from '@/ui/test-utils'
import { auditRecordTypeLabels } from './account-labels'
import { codeLabel } from './code-label'
import { CodeText, EntryStandingText } from './CodeText'
import { decryptStatusLabels, evaluationStatusLabels, hallNodeLabels, platformDecryptFailure } from './hall-labels'
import { feeTypeLabels, orderStatusLabels } from './money-labels'
import {
  bulletinTypeLabels,
  entryStanding,
  procurementCategoryLabels,
  projectKindLabels,
  projectPhaseLabels,
  qualifyWindowLabels,
  researchStatusLabels,
} from './project-labels'
import { dictionaryLabels, documentTypeLabels, noticeCategoryLabels, policyCategoryLabels } from './site-labels'

/** The English catalog as the app loads it (compiled from the .po by the Lingui plugin). */
const english = () => setupI18n({ locale: 'en', messages: { en: messages } })
const chinese = () => setupI18n({ locale: 'zh', messages: { zh: {} } })

const MAPS: Record<string, Readonly<Record<string | number, MessageDescriptor>>> = {
  projectKindLabels,
  projectPhaseLabels,
  bulletinTypeLabels,
  researchStatusLabels,
  procurementCategoryLabels,
  qualifyWindowLabels,
  hallNodeLabels,
  decryptStatusLabels,
  evaluationStatusLabels,
  feeTypeLabels,
  orderStatusLabels,
  auditRecordTypeLabels,
  documentTypeLabels,
  noticeCategoryLabels,
  policyCategoryLabels,
  ...Object.fromEntries(Object.entries(dictionaryLabels).map(([code, labels]) => [`dictionary ${code}`, labels])),
}

describe('the names of codes', () => {
  it('are all in the English catalog: no code of any map reads Chinese in English', () => {
    const i18n = english()
    const chineseInEnglish = Object.entries(MAPS).flatMap(([map, labels]) =>
      Object.entries(labels)
        .map(([code, label]) => [`${map}[${code}]`, i18n._(label)] as const)
        .filter(([, text]) => /\p{Script=Han}/u.test(text)),
    )
    expect(chineseInEnglish).toEqual([])
    expect(i18n._(platformDecryptFailure)).not.toMatch(/\p{Script=Han}/u)
  })

  it('name a code the portal knows in the reader’s language, whatever the server called it', () => {
    const i18n = english()
    expect(codeLabel(i18n, projectPhaseLabels, 1, '报名中')).toBe('Sign-up open')
    expect(codeLabel(i18n, projectPhaseLabels, '2', '报名已截止')).toBe('Sign-up closed')
    expect(codeLabel(i18n, orderStatusLabels, 0, '待支付')).toBe('Unpaid')
    expect(codeLabel(i18n, feeTypeLabels, '1', '标书费')).toBe('Tender document fee')
    expect(codeLabel(i18n, projectKindLabels, '5', '电子项目')).toBe('Electronic project')
    expect(codeLabel(i18n, hallNodeLabels, 1, '签到')).toBe('Check-in')
    expect(codeLabel(i18n, hallNodeLabels, 4, '唱标')).toBe('Bid reading')
    expect(codeLabel(i18n, decryptStatusLabels, 1, '已解密')).toBe('Decrypted')
    expect(codeLabel(i18n, procurementCategoryLabels, '货物', '货物')).toBe('Goods')
    // In Chinese the portal's own words, which are the contract's names.
    expect(codeLabel(chinese(), projectPhaseLabels, 1, '报名中（华东）')).toBe('报名中')
  })

  it('name a tenant’s dictionary entry in Chinese as the tenant does, in English as the portal does', () => {
    expect(codeLabel(chinese(), bulletinTypeLabels, '6', '废标公告', { tenantNamed: true })).toBe('废标公告')
    expect(codeLabel(english(), bulletinTypeLabels, '6', '废标公告', { tenantNamed: true })).toBe('Termination announcement')
    expect(codeLabel(english(), bulletinTypeLabels, '7', '资格预审结果', { tenantNamed: true })).toBe('资格预审结果')
    expect(codeLabel(chinese(), bulletinTypeLabels, '6', '', { tenantNamed: true })).toBe('终止公告')
  })

  it('show the server’s name for a code the portal does not know, and nothing for no name', () => {
    const i18n = english()
    expect(codeLabel(i18n, projectPhaseLabels, 9, '暂停报名')).toBe('暂停报名')
    expect(codeLabel(i18n, projectKindLabels, null, '框架协议')).toBe('框架协议')
    expect(codeLabel(i18n, procurementCategoryLabels, '咨询', '咨询')).toBe('咨询')
    expect(codeLabel(i18n, bulletinTypeLabels, 'constructor', '')).toBe('')
    expect(codeLabel(i18n, feeTypeLabels, undefined)).toBe('')
  })

  it('read a sign-up’s standing from its codes, as the back end derives its name', () => {
    const entry = { status: 1, payStatus: 1, qualifyStatus: -1, bidStatus: 0 }
    const i18n = english()
    const standing = (codes: Partial<typeof entry>) => {
      const label = entryStanding({ ...entry, ...codes })
      return label ? i18n._(label) : null
    }
    expect(standing({})).toBe('Documents available')
    expect(standing({ bidStatus: 1 })).toBe('Bid submitted')
    expect(standing({ payStatus: 0 })).toBe('Fee due')
    expect(standing({ qualifyStatus: 0 })).toBe('Qualification under review')
    expect(standing({ qualifyStatus: 2 })).toBe('Qualification not passed')
    expect(standing({ status: 0 })).toBe('Withdrawn')
    // Codes outside the rule leave the server's name to be shown.
    expect(standing({ payStatus: 2 })).toBeNull()
    expect(standing({ qualifyStatus: 5 })).toBeNull()
  })

  it('render in English on a screen: a code’s name, a sign-up’s standing and a hall’s stage', () => {
    renderUi(
      <>
        <p>
          <CodeText labels={orderStatusLabels} code={2} sent="已支付" />
        </p>
        <p>
          <CodeText labels={orderStatusLabels} code={42} sent="部分退款" />
        </p>
        <p>
          <EntryStandingText entry={{ status: 1, payStatus: 0, qualifyStatus: -1, bidStatus: 0, entryStatusName: '待缴费' }} />
        </p>
        <HallStandingBadge standing={{ hallStatus: 0, currentNode: 3, currentNodeName: '解密' }} />
        <HallStandingBadge standing={{ hallStatus: 0, currentNodeName: '专家评审' }} />
        <p>
          <ArticleCategory kind="policy" article={{ category: '7', categoryName: '部门规章' }} />
        </p>
        <p>
          <ArticleCategory kind="notice" article={{ category: '1', categoryName: '招募公告' }} />
        </p>
        <p>
          <ArticleCategory kind="help" article={{ category: '5', categoryName: '证书问题' }} />
        </p>
      </>,
      { i18n: english() },
    )
    expect(screen.getByText('Paid')).toBeInTheDocument()
    expect(screen.getByText('部分退款')).toBeInTheDocument()
    expect(screen.getByText('Fee due')).toBeInTheDocument()
    expect(screen.getByText('Decryption')).toBeInTheDocument()
    expect(screen.getByText('专家评审')).toBeInTheDocument()
    // Policies and notices by the name sent, whatever key the back end gave it; help by its dictionary key.
    expect(screen.getByText('Departmental rule')).toBeInTheDocument()
    expect(screen.getByText('招募公告')).toBeInTheDocument()
    expect(screen.getByText('CA certificates')).toBeInTheDocument()
  })
})
