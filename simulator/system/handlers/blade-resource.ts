import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import { licencePicture } from '../../../fixtures/suppliers'
import { ApiError, ok, publicEndpoint, readMultipart } from '../../http'
import { tenantOf } from '../../account'
import type { Simulator } from '../../state'

/** What a visitor may upload before it has an account: the licence picture of spec 000 §5 (png, jpg, jpeg, up to 2 MB). */
const PICTURE_TYPES = ['png', 'jpg', 'jpeg']
const PICTURE_MAX_BYTES = 2 * 1024 * 1024
const DOMAIN = 'http://oss.simulator.local'

export function bladeResourceHandlers(sim: Simulator) {
  return [
    /**
     * BladeX's attachment upload (`put-file-attach`, decision 037): multipart `file`, answered with
     * the `BladeFile` the framework sends (link, domain, name, originalName, attachId). The file's
     * bytes are not kept; its link is a stand-in picture.
     */
    http.post(
      '*/api/blade-resource/oss/endpoint/put-file-attach',
      publicEndpoint(sim, async ({ request }) => {
        const { field, singleFile } = await readMultipart(request)
        const tenantId = tenantOf(sim, request, { tenantId: field('tenantId') })
        const file = singleFile()
        const extension = (/\.([^.]+)$/.exec(file.name)?.[1] ?? '').toLowerCase()
        if (!PICTURE_TYPES.includes(extension)) throw new ApiError(400, '上传文件只能是 png、jpg、jpeg格式!')
        if (file.size <= 0) throw new ApiError(400, '上传的文件为空')
        if (file.size > PICTURE_MAX_BYTES) throw new ApiError(400, '上传图片大小不能超过 2MB!')
        const now = sim.clock.now()
        const id = snowflakeId(now)
        const name = `upload/${formatDateTime(now).slice(0, 10).replace(/-/g, '')}/${id}.${extension}`
        const attach = sim.db.attach.create({
          id,
          tenantId,
          link: licencePicture(),
          domain: DOMAIN,
          name,
          originalName: file.name,
          extension,
          attachSize: file.size,
          createTime: formatDateTime(now),
          supplierId: '',
        })
        sim.persist()
        return ok({ link: attach.link, domain: attach.domain, name: attach.name, originalName: attach.originalName, attachId: attach.id })
      }),
    ),
  ]
}
