import { createFileRoute } from '@tanstack/react-router'
import { scheduleSearch } from '@/routes/-screens/opening/open-tender-schedule-search'
import { OpenTenderScheduleScreen } from '@/routes/-screens/opening/OpenTenderScheduleScreen'

/** Spec 001 §2 /personal/openTenderSchedule: my openings, online and on site, month by month (decision 030). */
export const Route = createFileRoute('/_auth/_shell/personal/openTenderSchedule')({
  validateSearch: scheduleSearch,
  component: OpenTenderScheduleScreen,
})
