import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Checkbox, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { documentsLogic, followDownloads } from '@/app/actors/tender/documents'
import { projectEntryLogic, purchaseDetailLogic } from '@/app/actors/tender/tenders'
import { useShellFlow } from '@/app/use-flow'
import { PayFeeLink } from '@/routes/-components/PayFeeLink'
import { DetailScreen } from '@/routes/-components/DetailScreen'
import { ProjectHeader } from '@/routes/-components/ProjectHeader'
import type { PackageStatus } from '@/machines/tender/entry.machine'
import { blockerLabels, entrySucceeded } from '@/ui/format/tender-labels'
import type { Bulletin, ProjectDetail } from '@/services/schemas/bid-project'
import { AgreementDialog } from '@/ui/dialogs/AgreementDialog'
import { SuccessDialog } from '@/ui/dialogs/SuccessDialog'
import { Fact } from '@/ui/facts/Fact'
import { DownloadFilesDialog } from '@/ui/files/DownloadFilesDialog'
import { saveServerFile } from '@/app/save-file'
import { formatDateTime } from '@/ui/format/date'
import { ServerHtml } from '@/ui/html/ServerHtml'
import { ArticleFiles } from '@/ui/public/ArticleFiles'
import { documentTypeLabels } from '@/ui/format/site-labels'
import { PageLoader } from '@/ui/pages/PageLoader'
import { UploadBidFileLink } from '@/routes/-screens/tender/UploadBidFileLink'
import { Permitted } from '@/routes/-components/Permitted'
import { formatYuan } from '@/domain/money'

const route = getRouteApi('/_auth/_shell/_gated/purchaseNotice/purchaseDetail')

export function PurchaseDetailScreen() {
  const { id } = route.useSearch()
  const navigate = useNavigate()

  return (
    <DetailScreen logic={purchaseDetailLogic} id={id} subject="project" back={{ to: '/purchaseNotice/index', search: { curr: 1, size: 10 }, label: <Trans>返回采购公告</Trans> }}>
      {({ project, notice, noticeUnread }, back) => (
        <Stack>
          <ProjectHeader project={project} open={project.status === 1} actions={back} />
          <ProjectFacts project={project} />
          <TenderNotice notice={notice} unread={noticeUnread} />
          {/* A prequalification project is entered through its application (decision 019). */}
          {project.qualifyFlag === 1 ? (
            <Group>
              <Button onClick={() => navigate({ to: '/purchaseNotice/qualifyApply', search: { id: project.id } })}>
                <Trans>资格预审申请</Trans>
              </Button>
            </Group>
          ) : (
            <SignUp project={project} />
          )}
        </Stack>
      )}
    </DetailScreen>
  )
}

function ProjectFacts({ project }: { project: ProjectDetail }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={project.projectName}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Fact label={<Trans>采购人</Trans>}>{project.purchaserName}</Fact>
        <Fact label={<Trans>代理机构</Trans>}>{project.agencyName || '—'}</Fact>
        <Fact label={<Trans>联系人</Trans>}>{[project.contactName, project.contactPhone].filter(Boolean).join(' ') || '—'}</Fact>
        <Fact label={<Trans>报名时间</Trans>}>
          {formatDateTime(project.entryStartTime)} ~ {formatDateTime(project.entryEndTime)}
        </Fact>
        <Fact label={<Trans>投标截止时间</Trans>}>{formatDateTime(project.bidEndTime)}</Fact>
        <Fact label={<Trans>开标时间</Trans>}>{formatDateTime(project.openTime)}</Fact>
      </SimpleGrid>
    </Card>
  )
}

/** The tender notice as the tenant published it: its HTML through the sanitizer, its files through the safe-URL rule. */
function TenderNotice({ notice, unread }: { notice: Bulletin | null; unread: boolean }) {
  const { t } = useLingui()
  if (unread) {
    return (
      <Alert color="yellow">
        <Trans>招标公告暂时无法读取，请稍后刷新重试。</Trans>
      </Alert>
    )
  }
  if (!notice) return null
  const published = formatDateTime(notice.publishTime)
  return (
    <Card withBorder padding="md" component="section" aria-label={t`招标公告`}>
      <Stack gap="sm">
        <div>
          <Title order={4}>{notice.title}</Title>
          <Text size="sm" c="dimmed">
            <Trans>发布时间：{published}</Trans>
          </Text>
        </div>
        <ServerHtml html={notice.content} label={notice.title} />
        <ArticleFiles files={notice.attachments} onDownload={(file) => void saveServerFile(file.url, file.name)} />
      </Stack>
    </Card>
  )
}

type EntryActor = Parameters<typeof followDownloads>[1]

function SignUp({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useLingui()
  const packages = project.packages.map((p) => ({ id: p.id, name: p.packageName }))
  const entry = useShellFlow(projectEntryLogic(project.packages), {
    input: { projectId: project.id, packages, enrolled: project.entryFlag === 1 },
  })
  const chosen = useSelector(entry, (s) => s.context.chosen)
  const statuses = useSelector(entry, (s) => s.context.statuses)
  const error = useSelector(entry, (s) => s.context.error)
  const agreement = useSelector(entry, (s) => s.hasTag('agreement'))
  const submitting = useSelector(entry, (s) => s.hasTag('submitting'))
  const choosing = useSelector(entry, (s) => s.hasTag('choosing'))
  const loadingStatus = useSelector(entry, (s) => s.hasTag('loading'))
  const succeeded = useSelector(entry, (s) => s.hasTag('succeeded'))
  const [documentsOf, setDocumentsOf] = useState<PackageStatus | null>(null)

  return (
    <Card withBorder padding="md" component="section" aria-label={t`报名`}>
      <Title order={4} mb="sm">
        {choosing ? <Trans>选择报名标包</Trans> : <Trans>我的报名</Trans>}
      </Title>
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          {i18n._(error)}
        </Alert>
      ) : null}
      {choosing ? (
        <Stack>
          {project.packages.map((p) => (
            <Checkbox
              key={p.id}
              checked={chosen.includes(p.id)}
              onChange={() => entry.send({ type: 'entry.toggle', packageId: p.id })}
              label={`${p.packageCode} ${p.packageName}`}
              description={t`预算 ${formatYuan(p.budget)} 元，标书费 ${formatYuan(p.docFee)} 元`}
            />
          ))}
          <Group>
            <Permitted
              code="purchase_notice_signup"
              fallback={
                <Text size="sm" c="dimmed">
                  <Trans>当前账号没有报名权限</Trans>
                </Text>
              }
            >
              <Button onClick={() => entry.send({ type: 'entry.confirm' })} loading={submitting} disabled={project.status !== 1}>
                <Trans>报名</Trans>
              </Button>
            </Permitted>
            {project.status !== 1 ? (
              <Text size="sm" c="dimmed">
                <Trans>当前不在报名时间内</Trans>
              </Text>
            ) : null}
          </Group>
        </Stack>
      ) : loadingStatus ? (
        <PageLoader />
      ) : (
        <Stack gap="sm">
          {(statuses ?? []).map((s) => (
            <div key={s.packageId}>
              <Group gap="xs">
                <Text fw={500}>{s.packageName}</Text>
                <UploadBidFileLink packageId={s.packageId} packageName={s.packageName} />
                <Permitted code="purchase_notice_download">
                  <Button size="compact-sm" variant="light" aria-label={t`下载 ${s.packageName} 招标文件`} onClick={() => setDocumentsOf(s)}>
                    <Trans>下载招标文件</Trans>
                  </Button>
                </Permitted>
              </Group>
              {s.blockers.length === 0 ? (
                <Text size="sm" c="green">
                  <Trans>已满足投标条件</Trans>
                </Text>
              ) : (
                <List size="sm" aria-label={t`${s.packageName} 尚未完成`}>
                  {s.blockers.map((b) => (
                    <List.Item key={b}>
                      {i18n._(blockerLabels[b])}
                      {b === 'feeUnpaid' && s.entryId ? <PayFeeLink entryId={s.entryId} packageName={s.packageName} /> : null}
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          ))}
          <Group>
            <Button size="xs" variant="light" onClick={() => entry.send({ type: 'entry.refresh' })}>
              <Trans>刷新</Trans>
            </Button>
          </Group>
        </Stack>
      )}
      <AgreementDialog
        opened={agreement}
        title={t`投标人报名须知`}
        onAgree={() => entry.send({ type: 'entry.accept' })}
        onDisagree={() => entry.send({ type: 'entry.decline' })}
      >
        <Text size="sm">
          <Trans>
            报名即表示贵单位已阅读并接受本项目招标公告及招标文件的全部内容，保证所提交的资料真实、有效；报名后请按时缴纳标书费、下载招标文件，并在投标截止时间前递交加密投标文件。逾期递交或未按要求解密的投标文件将被拒收。
          </Trans>
        </Text>
      </AgreementDialog>
      <SuccessDialog opened={succeeded} message={entrySucceeded} onClose={() => entry.send({ type: 'entry.dismiss' })} />
      {documentsOf && <PackageDocuments key={documentsOf.packageId} pack={documentsOf} entry={entry} onClose={() => setDocumentsOf(null)} />}
    </Card>
  )
}

/**
 * A signed-up package's download-files dialog. Its flow lives while the dialog is open; each
 * download, once recorded, opens the file and has the sign-up flow read its blockers again.
 */
function PackageDocuments({ pack, entry, onClose }: { pack: PackageStatus; entry: EntryActor; onClose: () => void }) {
  const { t } = useLingui()
  const documents = useShellFlow(documentsLogic, { input: { serviceId: pack.packageId } })
  const catalogs = useSelector(documents, (s) => s.context.catalogs)
  const downloaded = useSelector(documents, (s) => s.context.downloaded)
  const downloading = useSelector(documents, (s) => s.context.downloading)
  const error = useSelector(documents, (s) => s.context.error)
  const failed = useSelector(documents, (s) => s.hasTag('failed'))
  const loading = useSelector(documents, (s) => s.hasTag('loading'))
  useEffect(() => {
    const unfollow = followDownloads(documents, entry)
    const opening = documents.on('documents.downloaded', ({ catalog }) => void saveServerFile(catalog.fileUrl, catalog.fileName))
    return () => {
      unfollow()
      opening.unsubscribe()
    }
  }, [documents, entry])
  const packageName = pack.packageName
  return (
    <DownloadFilesDialog
      opened
      title={t`${packageName} 招标文件`}
      status={failed ? 'failed' : loading ? 'loading' : 'ready'}
      files={catalogs ?? []}
      downloaded={downloaded}
      downloading={downloading}
      error={error}
      onDownload={(file) => documents.send({ type: 'documents.download', catalogId: file.id })}
      onRetry={() => documents.send({ type: 'documents.retry' })}
      onClose={onClose}
      typeLabels={documentTypeLabels}
    />
  )
}
