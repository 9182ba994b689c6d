import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/*
 * The opening hall's codes (decision 023) by the code the back end sends; the server's names for
 * them are shown only for a code the portal does not know (src/ui/format/code-label.ts).
 */

/** The hall's stages (HALL_NODE) and the two ways out of their order, postponed and failed. */
export const hallNodeLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg({ message: '等待开标', context: 'opening stage' }),
  1: msg({ message: '签到', context: 'opening stage' }),
  2: msg({ message: '开标（确认投标文件）', context: 'opening stage' }),
  3: msg({ message: '解密', context: 'opening stage' }),
  4: msg({ message: '唱标', context: 'opening stage' }),
  5: msg({ message: '签署开标记录', context: 'opening stage' }),
  6: msg({ message: '开标结束', context: 'opening stage' }),
  7: msg({ message: '延期开标', context: 'opening stage' }),
  8: msg({ message: '开标失败', context: 'opening stage' }),
}

/** A bid's decryption (DECRYPT_STATUS): not yet, done, failed (and so withdrawn). */
export const decryptStatusLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`未解密`,
  1: msg`已解密`,
  2: msg`解密失败，视为撤销投标文件`,
}

/** A decryption the platform failed, not the bidder: the bid is not withdrawn. */
export const platformDecryptFailure = msg`因平台原因未能解密`

/** How far the evaluation after the opening is (judge progress `status`). */
export const evaluationStatusLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg({ message: '未开始', context: 'evaluation' }),
  1: msg`评标中`,
  2: msg`评标结束`,
}
