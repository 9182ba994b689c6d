import * as v from 'valibot'
import { pageOf, rowsListOf } from './envelope'
import { finiteNumber } from './primitives'
import { codeSchema, fenOr, fenSchema, yuanOr, yuanSchema } from './money'
import { idText, textOrNull } from './scalars'
import { sha256OrNull } from '@/domain/fingerprint'
import { articleFileSchema } from './blade-desk'
import { type AcceptedForms, dateTime as anyDateTime, decimal, epochOf, decimalOr, display, displayText, dateTimeOrNull, flag as anyFlag, none, flagOr, id, idList, ref, idOrNull, listOf, long, longOr, recordOrNull, text } from './values'

/**
 * Contracts of /api/bid-project: projects, packages, sign-ups, quotes, bulletins, bid files and
 * the server clock. Shapes the spec leaves "not shown" are the ones docs/decisions/014 chose.
 */

/** A project's phase as the back end derives it from its dates and the server clock. */
export const PROJECT_STATUS = {
  notStarted: 0,
  signUp: 1,
  signUpClosed: 2,
  bidding: 3,
  awaitingOpening: 4,
  opening: 5,
  evaluating: 6,
  awarded: 7,
  failed: 8,
} as const
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS]
export const PROJECT_STATUS_NAMES: Readonly<Record<ProjectStatus, string>> = {
  0: '报名未开始',
  1: '报名中',
  2: '报名已截止',
  3: '投标中',
  4: '等待开标',
  5: '开标中',
  6: '评标中',
  7: '已定标',
  8: '已流标',
}

/**
 * `entry/check/getTime`: the server's now, as epoch ms (a Long) or as BladeX's date-time string
 * (a Date through its Jackson config); a string of digits is epoch ms too. Always epoch ms out.
 */
export const serverTimeSchema = v.pipe(
  v.union([finiteNumber(), v.string()]),
  v.transform((value) => epochOf(value)),
  v.check((epoch) => Number.isFinite(epoch) && epoch > 0, 'Invalid server time: expected epoch ms or yyyy-MM-dd HH:mm:ss'),
)

/** A date-time in any form BladeX writes, out as `yyyy-MM-dd HH:mm:ss` (server time). */
const dateTime = anyDateTime
/** Text for people that may be absent: null then; never fails. */
const optionalText = () => display(null)
/** A code the portal keeps as text (a project type, a tender mode, a dictionary key): text or an integer. */
const codeText = id

export const projectSchema = v.object({
  id: id(),
  tenantId: v.optional(id()),
  projectCode: displayText(),
  projectName: displayText(),
  /** PROJECT_TYPES of the fixtures: 1 在线询价 … 6 现场项目. */
  projectType: codeText(),
  projectTypeName: displayText(),
  /** '1' open, '2' invited. */
  tenderMode: codeText(),
  qualifyFlag: long(),
  status: long(),
  statusName: displayText(),
  purchaserName: displayText(),
  agencyName: optionalText(),
  budget: yuanSchema,
  publishTime: dateTimeOrNull(),
  entryStartTime: dateTimeOrNull(),
  entryEndTime: dateTime(),
  bidStartTime: dateTimeOrNull(),
  bidEndTime: dateTime(),
  openTime: dateTime(),
  /** 1 when the caller has an effective sign-up in the project. */
  entryFlag: long(),
})
export type Project = v.InferOutput<typeof projectSchema>
export const projectPageSchema = pageOf(projectSchema)

export const packageSchema = v.object({
  id: id(),
  projectId: ref(),
  packageCode: displayText(),
  packageName: displayText(),
  budget: yuanSchema,
  docFee: yuanSchema,
  deposit: yuanSchema,
  /** Extensions the bid-file upload accepts, lower case without the dot. */
  fileTypes: idList(),
  maxFileSizeMb: decimal(),
})
export type Package = v.InferOutput<typeof packageSchema>

export const projectDetailSchema = v.object({
  ...projectSchema.entries,
  contactName: optionalText(),
  contactPhone: optionalText(),
  openAddress: optionalText(),
  evaluationStartTime: optionalText(),
  packages: listOf(packageSchema),
})
export type ProjectDetail = v.InferOutput<typeof projectDetailSchema>

/** `package/packageDetails`: the package with its project's name and windows. */
export const packageDetailSchema = v.object({
  ...packageSchema.entries,
  projectName: displayText(),
  projectCode: displayText(),
  entryEndTime: dateTime(),
  bidStartTime: dateTime(),
  bidEndTime: dateTime(),
})
export type PackageDetail = v.InferOutput<typeof packageDetailSchema>

/** `project/queryEntryEnd`: whether sign-up has closed by the server clock. */
export const entryEndSchema = v.object({ projectId: ref(), entryEndTime: dateTimeOrNull(), isEnd: long() })
export type EntryEnd = v.InferOutput<typeof entryEndSchema>
/** The same, or a back end's bare yes/no (closed or not); null when there is no such project. */
export const entryEndAnswerSchema = v.union([none(), entryEndSchema, anyFlag()])

export const PAY_STATUS = { unpaid: 0, paid: 1 } as const
export const QUALIFY_STATUS = { none: -1, reviewing: 0, passed: 1, failed: 2 } as const

export const entrySchema = v.object({
  id: id(),
  projectId: ref(),
  packageId: ref(),
  packageName: displayText(),
  supplierId: ref(),
  supplierName: displayText(),
  linkMan: optionalText(),
  linkPhone: optionalText(),
  entryTime: dateTime(),
  status: long(),
  payStatus: long(),
  qualifyStatus: long(),
  bidStatus: long(),
  /** What still blocks or has happened, for people: 待缴费, 可下载文件, 已递交投标文件, 资格审查中 … */
  entryStatusName: displayText(),
})
export type Entry = v.InferOutput<typeof entrySchema>
export const entryListSchema = rowsListOf(entrySchema)

export const quoteSchema = v.object({
  id: id(),
  projectId: ref(),
  packageId: ref(),
  supplierId: ref(),
  amount: yuanSchema,
  round: long(),
  quoteTime: dateTime(),
})
export type Quote = v.InferOutput<typeof quoteSchema>

export const bulletinSchema = v.object({
  id: id(),
  projectId: ref(),
  /** Dictionary bulletin_type. */
  bulletinType: codeText(),
  title: displayText(),
  /** HTML. */
  content: displayText(),
  publishTime: dateTime(),
  /** The files the tenant attached to it (a tender notice's own PDF); a back end may leave them out. */
  attachments: v.pipe(
    v.optional(v.nullable(v.array(articleFileSchema)), null),
    v.transform((list) => list ?? []),
  ),
})
export type Bulletin = v.InferOutput<typeof bulletinSchema>

/** An invitation's standing (decision 020): the back end derives expiry from the answer deadline. */
export const INVITATION_STATUS = { pending: 0, accepted: 1, declined: 2, expired: 3 } as const
export type InvitationStatus = (typeof INVITATION_STATUS)[keyof typeof INVITATION_STATUS]
/** The answers `invite/replyInvite` takes. */
export const INVITATION_REPLY = { accept: 1, decline: 2 } as const
export type InvitationReply = (typeof INVITATION_REPLY)[keyof typeof INVITATION_REPLY]

/** A code as MyBatis sends it: a number, or a string of `digits` from a varchar column. */
const numericCode = (digits: RegExp) =>
  v.pipe(
    v.union([finiteNumber(), v.pipe(v.string(), v.regex(digits, 'Invalid status: expected a number'))]),
    v.transform((value) => Number(value)),
  )

/** A status code as MyBatis sends it: a number, or a string of digits from a varchar column. */
export const statusCode = () => numericCode(/^\s*\d+\s*$/)

export const invitationSchema = v.object({
  ...projectSchema.entries,
  inviteId: ref(),
  inviteTime: dateTime(),
  readStatus: long(),
  /** INVITATION_STATUS; a back end that has no answers yet leaves it out: pending. */
  replyStatus: v.optional(v.pipe(statusCode(), v.check((n) => n >= 0 && n <= 3, 'Invalid replyStatus: expected 0 to 3')), 0),
  replyDeadline: optionalText(),
  replyTime: optionalText(),
  replyReason: optionalText(),
})
export type Invitation = v.InferOutput<typeof invitationSchema>
export const invitationPageSchema = pageOf(invitationSchema)

/** `entry/illegal/queryDistInfo`: what was matched against other bidders, never who. */
export const distInfoSchema = rowsListOf(v.object({ matchType: codeText(), matchValue: displayText(), count: long() }))
export type DistInfo = v.InferOutput<typeof distInfoSchema>

/** The collusion check answers the number of other bidders that share the address. */
export const collusionCountSchema = long()

/**
 * What an uploaded file is, as the entry service stores it (`type`, decision 021): the encrypted
 * bid file, the unencrypted tender file of kinds opened at a venue, the winner's signed contract
 * and the prequalification application.
 */
export const UPLOAD_TYPE = { bidFile: 1, tenderFile: 4, contract: 5, application: 6 } as const

const bidFileEntries = {
  id: id(),
  projectId: ref(),
  packageId: ref(),
  type: long(),
  fileName: displayText(),
  fileSize: long(),
  uploadTime: dateTime(),
  link: text(),
}

/** A hash field as a back end may send it: any value, hex digits out or null (never fails a row). */
const hashField = () =>
  v.optional(
    v.pipe(
      v.custom<string | null>(() => true),
      v.transform((value: string | null) => sha256OrNull(value)),
      v.metadata<string | null, AcceptedForms>({ jsonSchema: { anyOf: [{ type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, { type: 'null' }, { const: '' }] } }),
    ),
  )

/**
 * A stored file's SHA-256 (decision 070). The spec shows none; a BladeX back end that keeps one may
 * call it `sha256`, `fileSha256`, `fileHash` or `hash`, in either case of hex. All are read and
 * folded into one `sha256`: 64 lower-case hex digits, or null for none, empty or anything else.
 */
const withSha256 = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.object({ ...entries, sha256: hashField(), fileSha256: hashField(), fileHash: hashField(), hash: hashField() }),
    v.transform(({ sha256, fileSha256, fileHash, hash, ...file }) => ({ ...file, sha256: sha256 ?? fileSha256 ?? fileHash ?? hash ?? null })),
  )

export const bidFileSchema = withSha256(bidFileEntries)
export type BidFile = v.InferOutput<typeof bidFileSchema>

/**
 * `entry/querySupplierProject`: a project of mine with my sign-ups in it (`entryList`,
 * docs/decisions/018). A back end that sends the plain project row leaves it out; the caller then
 * reads the sign-ups itself.
 */
export const myProjectSchema = v.object({
  ...projectSchema.entries,
  entryList: v.optional(v.nullable(v.array(entrySchema))),
})
export type MyProject = v.InferOutput<typeof myProjectSchema>
export const myProjectPageSchema = pageOf(myProjectSchema)

/** `entry/updateEntryLinkMan`: the sign-up as changed, or BladeX's bare `R.status(true)` (no record). */
export const entryLinkManSchema = v.pipe(
  v.union([none(), entrySchema, v.boolean()]),
  v.transform((value) => (typeof value === 'object' ? value : null)),
)

/** A change notice of a project I signed up for (`bulletin/modify/querySupplierModifyPage`, decision 018). */
export const changeNoticeSchema = v.object({
  ...bulletinSchema.entries,
  projectName: displayText(),
  projectCode: displayText(),
  projectType: optionalText(),
})
export type ChangeNotice = v.InferOutput<typeof changeNoticeSchema>
export const changeNoticePageSchema = pageOf(changeNoticeSchema)

/** `bulletin/queryProjectBulletins`: the project's published bulletins, oldest first (decision 018). */
export const bulletinListSchema = rowsListOf(bulletinSchema)

/** A demand survey bulletin's standing at the server clock (decision 020). */
export const RESEARCH_STATUS = { open: 1, closed: 2 } as const

/** `research/querySupplierResearchPage` row (decision 020). */
export const researchSchema = v.object({
  id: id(),
  researchCode: displayText(),
  title: displayText(),
  purchaserName: displayText(),
  category: optionalText(),
  publishTime: dateTime(),
  endTime: dateTime(),
  status: statusCode(),
  statusName: displayText(),
})
export type Research = v.InferOutput<typeof researchSchema>
export const researchPageSchema = pageOf(researchSchema)

/** `research/queryById`: the bulletin with its HTML body and contact. */
export const researchDetailSchema = v.object({
  ...researchSchema.entries,
  content: displayText(),
  contactName: optionalText(),
  contactPhone: optionalText(),
})
export type ResearchDetail = v.InferOutput<typeof researchDetailSchema>

/** `entry/queryEntryLinkName`: the contact of the supplier's sign-up (decision 021), or null. */
export const entryContactSchema = recordOrNull(
  v.object({ entryId: idOrNull(), packageId: idOrNull(), linkMan: optionalText(), linkPhone: optionalText() }),
)
export type EntryContact = v.InferOutput<typeof entryContactSchema>

/** `entry/backBidFile`: the caller's uploaded bid files of a project (or one package); BladeX sends null for none. */
export const bidFileListSchema = rowsListOf(bidFileSchema)

/**
 * `entry/querySupplierTenderBack`: the receipt of one of the caller's uploaded files (decision 017):
 * the file, where it belongs, and the address it came from as the server saw it.
 */
export const bidFileReceiptSchema = withSha256({
  ...bidFileEntries,
  projectName: displayText(),
  projectCode: displayText(),
  packageName: displayText(),
  uploaderIp: optionalText(),
})
export type BidFileReceipt = v.InferOutput<typeof bidFileReceiptSchema>

/** A yes/no as BladeX sends it: a boolean, 0/1, '0'/'1' from a varchar column, 'true'/'false'. Always a boolean out. */
const flag = anyFlag

/** A status code that may be -1 (none), as a number or a string of digits. */
const signedStatus = () => numericCode(/^\s*-?\d+\s*$/)

/**
 * `qualify/qualifyCheck`: whether the caller may apply now, whether it already applied, and why not
 * (decision 019). A back end answering a bare boolean means allowed or not, with no reason.
 */
export const qualifyCheckSchema = v.pipe(
  v.union([
    v.boolean(),
    v.object({
      allowed: v.optional(flag()),
      canApply: v.optional(flag()),
      applied: flagOr(false),
      reason: optionalText(),
      msg: optionalText(),
    }),
  ]),
  v.transform((value) =>
    typeof value === 'boolean'
      ? { allowed: value, applied: false, reason: null }
      : { allowed: value.allowed ?? value.canApply ?? false, applied: value.applied, reason: value.reason || value.msg || null },
  ),
)
export type QualifyCheckAnswer = v.InferOutput<typeof qualifyCheckSchema>

/** `qualify/queryInfoByProjectId`: the caller's application with its review (decision 019), or null before it applied. */
export const qualifyApplicationSchema = v.object({
  id: id(),
  projectId: ref(),
  packageIds: v.optional(idList(), []),
  packageNames: v.optional(idList(), []),
  linkMan: optionalText(),
  linkPhone: optionalText(),
  fileId: idOrNull(),
  fileName: optionalText(),
  status: v.pipe(signedStatus(), v.check((n) => n >= 0 && n <= 2, 'Invalid status: expected 0 to 2')),
  statusName: optionalText(),
  reason: optionalText(),
  submitTime: optionalText(),
  reviewTime: optionalText(),
  encrypted: flagOr(false),
  decryptStatus: flagOr(false),
  decryptTime: optionalText(),
  decryptStartTime: optionalText(),
  decryptEndTime: optionalText(),
})
export type QualifyApplication = v.InferOutput<typeof qualifyApplicationSchema>

/** `project/qualify/queryInfoByProjectId`: the project's application window, encryption and decryption window. */
export const qualifyProjectInfoSchema = v.object({
  projectId: ref(),
  projectCode: displayText(),
  projectName: displayText(),
  purchaserName: optionalText(),
  qualifyFlag: signedStatus(),
  applyStartTime: dateTime(),
  applyEndTime: dateTime(),
  /** 0 not yet open, 1 taking applications, 2 closed. */
  applyStatus: signedStatus(),
  applyStatusName: optionalText(),
  encrypted: flagOr(false),
  decryptStartTime: optionalText(),
  decryptEndTime: optionalText(),
  fileTypes: v.optional(v.nullable(v.array(v.string())), null),
  maxFileSizeMb: decimalOr(null),
})
export type QualifyProjectInfo = v.InferOutput<typeof qualifyProjectInfoSchema>

/** `project/qualify/querySupQualifyProjectPacks`: the packages with the caller's qualification status in each. */
export const qualifyPackListSchema = rowsListOf(
  v.object({ id: id(), projectId: ref(), packageCode: displayText(), packageName: displayText(), budget: yuanSchema, qualifyStatus: signedStatus() }),
)
export type QualifyPack = v.InferOutput<typeof qualifyPackListSchema>[number]

/** Subject news (`bulletin/querySubjectNewsPage`, `bulletin/queryById`): result announcements with their project (decision 019). */
export const resultNoticeSchema = changeNoticeSchema
export type ResultNotice = ChangeNotice
export const resultNoticePageSchema = pageOf(resultNoticeSchema)

/** The longest question the back end takes (decision 025), in characters. */
export const QUESTION_MAX_LENGTH = 500

/** A question of mine to the buyer (`ele/question/queryBySupplierIdAndProjectId`, decision 025); unanswered until `answer` is given. */
export const questionSchema = v.object({
  id: id(),
  projectId: ref(),
  projectName: displayText(),
  projectCode: displayText(),
  packageId: idOrNull(),
  content: displayText(),
  askTime: dateTime(),
  answer: optionalText(),
  answerTime: optionalText(),
  /** 0 awaiting the buyer, 1 answered; a back end that leaves it out is read from `answer`. */
  status: v.optional(statusCode()),
  /** Questions close at this time (bid deadline less two days, decision 025). */
  questionEndTime: optionalText(),
})
export type Question = Omit<v.InferOutput<typeof questionSchema>, 'status'> & { status: number }
/** The page, with each question's status settled: one without a status counts as answered once it has an answer. */
export const questionPageSchema = v.pipe(
  pageOf(questionSchema),
  v.transform((page) => ({ ...page, records: page.records.map((q): Question => ({ ...q, status: q.status ?? (q.answer ? 1 : 0) })) })),
)

/** `ele/question/queryQuestionCount`: how many I asked and how many were answered; a bare count is the total. */
export const questionCountSchema = v.pipe(
  v.union([long(), v.object({ total: long(), answered: v.optional(long()), unanswered: v.optional(long()) })]),
  v.transform((value) => {
    if (typeof value === 'number') return { total: value, answered: null, unanswered: null }
    return { total: value.total, answered: value.answered ?? null, unanswered: value.unanswered ?? (value.answered !== undefined ? value.total - value.answered : null) }
  }),
)
export type QuestionCount = v.InferOutput<typeof questionCountSchema>

/*
 * The electronic opening hall (开标大厅, decision 023): its nodes on the server clock and the
 * supplier's own progress through them. Times come out as epoch ms (the countdowns compare them with
 * `serverTime`), whether the back end sends `yyyy-MM-dd HH:mm:ss`, epoch ms, or epoch ms as digits.
 */

/** The hall's nodes in their order, then the two ways it can leave that order. */
export const HALL_NODE = { waiting: 0, checkIn: 1, opening: 2, decrypting: 3, reading: 4, signing: 5, closed: 6, postponed: 7, failed: 8 } as const
export type HallNode = (typeof HALL_NODE)[keyof typeof HALL_NODE]
export const HALL_NODE_NAMES: Readonly<Record<HallNode, string>> = {
  0: '等待开标',
  1: '签到',
  2: '开标（确认投标文件）',
  3: '解密',
  4: '唱标',
  5: '签署开标记录',
  6: '开标结束',
  7: '延期开标',
  8: '开标失败',
}
/** A node's standing against the current one. */
export const HALL_NODE_STATUS = { pending: 0, current: 1, done: 2 } as const
/** The hall as a whole: running to schedule, postponed (to a new opening time), failed. */
export const HALL_STATUS = { normal: 0, postponed: 1, failed: 2 } as const
/** A bidder's decryption: not yet, done, failed (window closed without it). */
export const DECRYPT_STATUS = { pending: 0, decrypted: 1, failed: 2 } as const

/** A hall time: BladeX's date-time string, epoch ms, or epoch ms as digits; epoch ms out. */
const hallTime = () =>
  v.pipe(
    v.union([finiteNumber(), v.string()]),
    v.transform((value) => epochOf(value)),
    v.check((epoch) => Number.isFinite(epoch) && epoch > 0, 'Invalid time: expected epoch ms or yyyy-MM-dd HH:mm:ss'),
  )
/** A hall time that may be absent (not happened yet): null out. */
const hallTimeOrNull = () =>
  v.pipe(
    v.optional(v.nullable(v.union([finiteNumber(), v.string()])), null),
    v.transform((value) => (value === null || value === '' ? null : epochOf(value))),
    v.check((epoch) => epoch === null || (Number.isFinite(epoch) && epoch > 0), 'Invalid time: expected epoch ms or yyyy-MM-dd HH:mm:ss'),
  )
const codeIn = (max: number, name: string) => v.pipe(statusCode(), v.check((n) => n >= 0 && n <= max, `Invalid ${name}: expected 0 to ${max}`))

/** One bid of mine in the hall: the package's encrypted file and whether it is decrypted. */
export const hallBidSchema = v.object({
  packageId: ref(),
  packageName: optionalText(),
  fileName: optionalText(),
  decryptStatus: v.optional(codeIn(2, 'decryptStatus'), 0),
})

/** My progress in the hall; every action answers it as it stands after the action. */
export const hallProgressSchema = v.object({
  projectId: ref(),
  supplierId: ref(),
  supplierName: optionalText(),
  checkInStatus: flagOr(false),
  checkInTime: hallTimeOrNull(),
  fileSureStatus: flagOr(false),
  fileSureTime: hallTimeOrNull(),
  decryptBeginStatus: flagOr(false),
  decryptBeginTime: hallTimeOrNull(),
  /** DECRYPT_STATUS. */
  decryptStatus: v.optional(codeIn(2, 'decryptStatus'), 0),
  decryptTime: hallTimeOrNull(),
  /** Whose failure a failed decryption is: 'supplier' (counts as withdrawing the bid) or 'platform'. */
  decryptFailedBy: optionalText(),
  decryptFailReason: optionalText(),
  recordSignStatus: flagOr(false),
  recordSignTime: hallTimeOrNull(),
  bids: listOf(hallBidSchema),
})
export type HallProgress = v.InferOutput<typeof hallProgressSchema>

export const hallNodeSchema = v.object({
  nodeCode: codeIn(8, 'nodeCode'),
  nodeName: displayText(),
  startTime: hallTime(),
  endTime: hallTimeOrNull(),
  /** HALL_NODE_STATUS. */
  status: codeIn(2, 'node status'),
})
export type HallNodeRow = v.InferOutput<typeof hallNodeSchema>

/**
 * The opening record (开标记录) as the hall hands it out once it reaches the signing node, like a
 * BladeX attachment: its id, name and the link its bytes are read from (decision 027).
 */
export const hallRecordFileSchema = v.object({
  fileId: ref(),
  fileName: optionalText(),
  link: text(),
})
export type HallRecordFile = v.InferOutput<typeof hallRecordFileSchema>

/** `entry/check/eleBidNodes`: the hall's nodes, the current one, and my progress (null: I have no bid in it). */
export const hallNodesSchema = v.object({
  projectId: ref(),
  projectCode: optionalText(),
  projectName: optionalText(),
  /** HALL_STATUS. */
  hallStatus: v.optional(codeIn(2, 'hallStatus'), 0),
  /** Why it was postponed or failed. */
  reason: optionalText(),
  openTime: hallTime(),
  /** The opening time before a postponement. */
  originalOpenTime: hallTimeOrNull(),
  checkInStartTime: hallTime(),
  decryptStartTime: hallTime(),
  decryptEndTime: hallTime(),
  decryptMinutes: long(),
  currentNode: codeIn(8, 'currentNode'),
  currentNodeName: displayText(),
  serverTime: hallTime(),
  /** How many bids the hall opens (the host warns under three). */
  bidderCount: longOr(0),
  nodes: listOf(hallNodeSchema),
  progress: recordOrNull(hallProgressSchema),
  /** The opening record to sign, from the signing node on; absent from a back end that does not send it. */
  recordFile: recordOrNull(hallRecordFileSchema),
})
export type HallNodes = v.InferOutput<typeof hallNodesSchema>

/** `entry/rehearsal/eleBidNodes`: my practice hall (decision 028), in the hall's shape; null before I started one. */
export const rehearsalNodesSchema = recordOrNull(hallNodesSchema)

/** `elebid/conf/saveSignData`: my progress, or BladeX's bare `R.status(true)` (then the caller reads the nodes again). */
export const hallActionSchema = v.pipe(
  v.union([none(), hallProgressSchema, v.boolean()]),
  v.transform((value) => (typeof value === 'object' ? value : null)),
)

/** `reserve/queryProjectBidRoom`: where the project opens — the online hall, or a room for kinds opened on site; null when none is booked. */
export const bidRoomSchema = recordOrNull(
  v.object({
    id: id(),
    projectId: ref(),
    roomName: displayText(),
    /** 1 online hall, 2 a room on site. */
    roomType: codeIn(2, 'roomType'),
    address: optionalText(),
    startTime: hallTime(),
    endTime: hallTimeOrNull(),
  }),
)
export type BidRoom = v.InferOutput<typeof bidRoomSchema>

/*
 * Beside the hall (decision 029): my bid files with the certificate each was encrypted for, the
 * read-out (唱标) of the bids once decryption has closed, and the tenant's public board of openings.
 */

/** `entry/backBidFile` as the opening screens read it: with the serial of the certificate it was encrypted for, when the back end says. */
export const sealedBidFileSchema = withSha256({ ...bidFileEntries, certSerial: optionalText() })
export type SealedBidFile = v.InferOutput<typeof sealedBidFileSchema>
export const sealedBidFileListSchema = rowsListOf(sealedBidFileSchema)

/** One bid as the reading reads it out: a decrypted bid's price; an undecrypted one has none to read. */
export const bidReadingRowSchema = v.object({
  packageId: ref(),
  packageName: optionalText(),
  supplierId: ref(),
  supplierName: displayText(),
  bidPrice: yuanOr(null),
  /** DECRYPT_STATUS. */
  decryptStatus: v.optional(codeIn(2, 'decryptStatus'), 0),
  decryptStatusName: optionalText(),
  /** Whose failure a failed decryption is, as in the hall's progress: 'platform' leaves the bid standing. */
  decryptFailedBy: optionalText(),
  /** The caller's own bid. */
  mine: flagOr(false),
})
export type BidReadingRow = v.InferOutput<typeof bidReadingRowSchema>

/** `elebid/conf/queryBidReading`: the bids as read out, in the order they were submitted; null before the reading. */
export const bidReadingSchema = recordOrNull(
  v.object({
    projectId: ref(),
    /** When the reading began (the decryption window's end). */
    readTime: hallTime(),
    records: listOf(bidReadingRowSchema),
  }),
)
export type BidReading = NonNullable<v.InferOutput<typeof bidReadingSchema>>

/** A row of `project/queryOpenBidPage`: an online opening of the tenant today or later, as anyone may see it. */
export const openBoardRowSchema = v.object({
  id: id(),
  projectCode: displayText(),
  projectName: displayText(),
  /** PROJECT_TYPES, beside its name; a back end may send the name alone. */
  projectType: textOrNull(),
  projectTypeName: optionalText(),
  purchaserName: optionalText(),
  agencyName: optionalText(),
  openTime: hallTime(),
  /** HALL_STATUS. */
  hallStatus: v.optional(codeIn(2, 'hallStatus'), 0),
  currentNode: codeIn(8, 'currentNode'),
  currentNodeName: displayText(),
})
export type OpenBoardRow = v.InferOutput<typeof openBoardRowSchema>
export const openBoardPageSchema = pageOf(openBoardRowSchema)

/*
 * Objections to the procurement documents (招标文件异议, `tenderFile/expain/…`, decision 030): the
 * bidder raises one about a file of the project before the deadline and reads the buyer's explanation.
 */

/** The longest title and text the back end takes, in characters (decision 030). */
export const TENDER_EXPLAIN_TITLE_MAX = 50
export const TENDER_EXPLAIN_CONTENT_MAX = 1000
/** An objection's standing: waiting for the buyer's explanation, or explained. */
export const TENDER_EXPLAIN_STATUS = { awaiting: 0, explained: 1 } as const

/** `tenderFile/expain/queryFileType`: the files an objection may be about (dictionary entries; of one project when asked). */
export const tenderFileTypeListSchema = rowsListOf(v.object({ dictKey: idText, dictValue: displayText() }))
export type TenderFileType = v.InferOutput<typeof tenderFileTypeListSchema>[number]

/** One of my objections with the buyer's explanation once given. */
export const tenderExplainSchema = v.object({
  id: id(),
  projectId: ref(),
  projectName: displayText(),
  projectCode: displayText(),
  fileType: idText,
  fileTypeName: optionalText(),
  title: displayText(),
  content: displayText(),
  createTime: dateTime(),
  /** TENDER_EXPLAIN_STATUS; a back end that leaves it out is read from `explainContent`. */
  status: v.optional(statusCode()),
  explainContent: optionalText(),
  explainTime: optionalText(),
  /** Objections to the project close at this time (bid deadline less three days, decision 030). */
  endTime: optionalText(),
})
export type TenderExplain = Omit<v.InferOutput<typeof tenderExplainSchema>, 'status'> & { status: number }
const settledExplain = (record: v.InferOutput<typeof tenderExplainSchema>): TenderExplain => ({
  ...record,
  status: record.status ?? (record.explainContent ? TENDER_EXPLAIN_STATUS.explained : TENDER_EXPLAIN_STATUS.awaiting),
})
/** `saveExplain`'s answer: the objection as stored. */
export const savedTenderExplainSchema = v.pipe(tenderExplainSchema, v.transform(settledExplain))
/** `queryPage`: my objections, newest first, each with its status settled. */
export const tenderExplainPageSchema = v.pipe(
  pageOf(tenderExplainSchema),
  v.transform((page) => ({ ...page, records: page.records.map(settledExplain) })),
)

/*
 * Invoices against paid fees (cost/in, invoice/…; decision 031). Amounts are whole fen, read from
 * a number or a decimal text; codes from a number or a numeric string.
 */

export const INVOICE_STATUS = { applied: 0, issued: 1, rejected: 2 } as const
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS]
export const INVOICE_STATUS_NAMES: Readonly<Record<InvoiceStatus, string>> = { 0: '申请中', 1: '已开具', 2: '已驳回' }

export const INVOICE_TYPE = { normal: 1, special: 2 } as const
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE]
export const INVOICE_TYPE_NAMES: Readonly<Record<InvoiceType, string>> = { 1: '增值税普通发票', 2: '增值税专用发票' }

/** Paid, already invoiced (applied or issued) and still invoiceable, in fen: invoiceable = paid − invoiced. */
const invoiceMoneyEntries = { paid: fenSchema, invoiced: fenSchema, invoiceable: fenSchema }

/**
 * The supplier's totals (`cost/in/queryInvoiceMoney`): the three amounts, or a back end's bare
 * amount, which is what may still be invoiced (the other two are then not known: null).
 */
export const invoiceMoneySchema = v.union([
  v.object({ paid: fenOr(null), invoiced: fenOr(null), invoiceable: fenSchema }),
  v.pipe(
    fenSchema,
    v.transform((invoiceable) => ({ paid: null, invoiced: null, invoiceable })),
  ),
])
export type InvoiceMoney = v.InferOutput<typeof invoiceMoneySchema>

/** The order's fee kind (FEE_TYPE of decision 031) beside its name; a back end may send the name alone. */
// Only a label is looked up with it: a value it cannot read shows the name instead, never fails the row.
const feeTypeCode = textOrNull()

/** One order's share (`invoice/queryApplyInvoiceMoney`). */
export const orderInvoiceMoneySchema = v.object({ orderId: idText, orderNo: displayText(), feeType: feeTypeCode, feeTypeName: displayText(), projectName: displayText(), ...invoiceMoneyEntries })
export type OrderInvoiceMoney = v.InferOutput<typeof orderInvoiceMoneySchema>

export const invoiceSchema = v.object({
  id: idText,
  orderId: idText,
  orderNo: displayText(),
  projectName: displayText(),
  feeType: feeTypeCode,
  feeTypeName: displayText(),
  amount: fenSchema,
  invoiceType: codeSchema(INVOICE_TYPE_NAMES, 'invoice type'),
  title: displayText(),
  taxNo: displayText(),
  email: displayText(),
  mobile: displayText(),
  status: codeSchema(INVOICE_STATUS_NAMES, 'invoice status'),
  statusName: displayText(),
  applyTime: dateTimeOrNull(),
  issueTime: dateTimeOrNull(),
  invoiceNo: textOrNull(),
  fileUrl: textOrNull(),
  rejectReason: textOrNull(),
})
export type Invoice = v.InferOutput<typeof invoiceSchema>
export const invoicePageSchema = pageOf(invoiceSchema)

/** What polling an application reads (`invoice/queryTicketStatus`). */
export const ticketStatusSchema = v.object({
  id: idText,
  status: codeSchema(INVOICE_STATUS_NAMES, 'invoice status'),
  statusName: displayText(),
  invoiceNo: textOrNull(),
  fileUrl: textOrNull(),
  rejectReason: textOrNull(),
})
export type TicketStatus = v.InferOutput<typeof ticketStatusSchema>
