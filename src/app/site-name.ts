import { msg } from '@lingui/core/macro'

/** The portal's name (spec 000 §9): the document title, and the site's name when the tenant gives none. */
export const SITE_NAME = msg`供应商电子招投标平台`
