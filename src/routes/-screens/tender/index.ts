/** What other features' screens show of the tenders: the home page's lists and its calendar export. */
export { MyTenders, OpenNotices } from './HomeTenders'
export { AllCalendarExport } from './CalendarExport'
