// Screens format moments through the one server-time module that the contracts read them with (decision 048).
export { DEFAULT_SERVER_TIME_ZONE, formatDate, formatDateTime, formatTimeOfDay, serverEpochOf, serverTimeZone } from '@/time/server-time'
