import type { LinkedFile } from '@/ui/files/FileLink'
import { saveServerFile } from '@/app/save-file'

/** A public file needs no download record (there is no supplier to record it for): the browser saves it. */
export const downloadPublicFile = (file: LinkedFile) => void saveServerFile(file.url, file.name)
