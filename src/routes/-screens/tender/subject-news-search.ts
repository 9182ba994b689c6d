export type SubjectNewsSearch = { curr: number; size: number; title?: string | undefined; id?: string | undefined }
