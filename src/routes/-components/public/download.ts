import type { LinkedFile } from '@/ui/files/FileLink'
import { openDownloadedFile } from '@/ui/files/DownloadFilesDialog'

/** A public file needs no download record (there is no supplier to record it for): the browser saves it. */
export const downloadPublicFile = (file: LinkedFile) => openDownloadedFile(file.url, file.name)
