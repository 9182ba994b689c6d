import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SelfCheckReport } from '@/domain/self-check-report'
import { formatDateTime } from '../format/date'
import { OpeningChecks } from './OpeningChecks'
import { StepCard } from './StepCard'

/** The checks in the order they run; the one running now is named by the flow's tag `step.<name>`. */
export type RunningStep = 'helper' | 'clock' | 'signing' | 'certificate' | 'openings' | null

export type SelfCheckStepsProps = {
  report: SelfCheckReport | null
  running: RunningStep
  /** The address the helper is expected at (runtime config). */
  helperUrl: string
  /** Where the supplier binds a certificate. */
  bindLink: ReactNode
  /** A project's opening hall. */
  hallLink: (projectId: string, projectName: string) => ReactNode
}

const seconds = (ms: number) => (Math.round(ms / 100) / 10).toFixed(1)

/** Every check's verdict with what was found and what to do about it (decision 069). */
export function SelfCheckSteps({ report, running, helperUrl, bindLink, hallLink }: SelfCheckStepsProps) {
  const { i18n } = useLingui()
  const busy = running !== null
  // While a run is on, the last run's verdicts are not shown beside the new ones.
  const r = busy ? null : report
  const detail = (step: { detail: { id: string } | null } | undefined) => (step?.detail ? <Text size="sm">{i18n._(step.detail)}</Text> : null)

  const version = r?.helper.version ?? ''
  const helperMs = r?.helper.roundTripMs ?? 0
  const validTo = r?.certificate.validTo ? formatDateTime(r.certificate.validTo) : ''
  const serial = r?.certificate.serial ?? ''
  const company = r?.certificate.companyName ?? ''
  const skew = r?.clock.skewMs ?? 0
  const skewSeconds = seconds(Math.abs(skew))
  const apiMs = r?.network.apiMs ?? 0

  return (
    <Stack gap="sm">
      <StepCard
        title={<Trans>证书助手</Trans>}
        verdict={r?.helper.verdict ?? null}
        running={running === 'helper'}
        advice={r?.helper.verdict === 'fail' ? <Trans>请安装并启动证书助手，确认它在 {helperUrl} 监听，然后重新自检。</Trans> : null}
      >
        {r?.helper.reason === 'answered' ? (
          <Text size="sm">{version ? <Trans>证书助手已响应，版本 {version}。</Trans> : <Trans>证书助手已响应（未报告版本）。</Trans>}</Text>
        ) : r ? (
          <>
            <Text size="sm">
              <Trans>在 {helperUrl} 未检测到证书助手。</Trans>
            </Text>
            {detail(r.helper)}
          </>
        ) : null}
      </StepCard>

      <StepCard
        title={<Trans>CA证书</Trans>}
        verdict={r?.certificate.verdict ?? null}
        running={running === 'certificate'}
        advice={certificateAdvice(r, bindLink)}
      >
        {r ? (
          <>
            {serial ? (
              <Text size="sm">
                <Trans>
                  证书 {serial}（{company}）
                </Trans>
                {validTo ? (
                  <>
                    {' '}
                    <Trans>有效期至 {validTo}。</Trans>
                  </>
                ) : null}
              </Text>
            ) : null}
            <Text size="sm">{certificateFinding(r)}</Text>
            {r.certificate.reason === 'refused' || r.certificate.reason === 'unreachable' || r.certificate.reason === 'missing' || r.certificate.reason === 'notChosen' ? detail(r.certificate) : null}
          </>
        ) : null}
      </StepCard>

      <StepCard
        title={<Trans>证书密码验证</Trans>}
        verdict={r?.pin.verdict ?? null}
        running={running === 'signing'}
        advice={
          r?.pin.reason === 'wrong' ? (
            <Trans>请确认证书密码后重新自检；连续输错多次可能锁定证书。</Trans>
          ) : r?.pin.reason === 'signFailed' ? (
            <Trans>请检查证书助手和证书后重新自检。</Trans>
          ) : r?.pin.reason === 'untested' ? (
            <Trans>先解决证书助手或证书的问题，再重新自检。</Trans>
          ) : null
        }
      >
        {r ? (
          <>
            <Text size="sm">
              {r.pin.reason === 'accepted' ? (
                <Trans>证书密码正确：测试签名已由服务器验证（未涉及任何投标文件）。</Trans>
              ) : r.pin.reason === 'wrong' ? (
                <Trans>证书密码错误。</Trans>
              ) : r.pin.reason === 'signFailed' ? (
                <Trans>测试签名失败。</Trans>
              ) : (
                <Trans>未能测试证书密码。</Trans>
              )}
            </Text>
            {r.pin.reason === 'signFailed' ? detail(r.pin) : null}
          </>
        ) : null}
      </StepCard>

      <StepCard
        title={<Trans>电脑时钟</Trans>}
        verdict={r?.clock.verdict ?? null}
        running={running === 'clock'}
        advice={
          r?.clock.reason === 'skewed' ? (
            <Trans>开标大厅按服务器时间进行，不受影响；请校准电脑时间，以免误读其它时间。</Trans>
          ) : r?.clock.reason === 'unknown' ? (
            <Trans>请检查网络连接后重新自检。</Trans>
          ) : null
        }
      >
        {r ? (
          r.clock.skewMs === null ? (
            <>
              <Text size="sm">
                <Trans>无法读取服务器时间。</Trans>
              </Text>
              {detail(r.clock)}
            </>
          ) : (
            <Text size="sm">
              {skew > 0 ? (
                <Trans>电脑时间比服务器慢 {skewSeconds} 秒。</Trans>
              ) : skew < 0 ? (
                <Trans>电脑时间比服务器快 {skewSeconds} 秒。</Trans>
              ) : (
                <Trans>电脑时间与服务器一致。</Trans>
              )}
            </Text>
          )
        ) : null}
      </StepCard>

      <StepCard
        title={<Trans>网络</Trans>}
        verdict={r?.network.verdict ?? null}
        running={running === 'helper' || running === 'clock'}
        advice={
          r?.network.reason === 'slow' ? (
            <Trans>网络较慢：请在开标前换用更稳定的网络，并提前进入开标大厅。</Trans>
          ) : r?.network.reason === 'unreachable' ? (
            <Trans>请检查网络连接后重新自检。</Trans>
          ) : null
        }
      >
        {r ? (
          <Stack gap={2}>
            <Text size="sm">{r.network.apiMs === null ? <Trans>服务器：无法连接。</Trans> : <Trans>服务器往返 {apiMs} 毫秒。</Trans>}</Text>
            <Text size="sm">{r.network.helperMs === null ? <Trans>证书助手：无法连接。</Trans> : <Trans>证书助手往返 {helperMs} 毫秒。</Trans>}</Text>
          </Stack>
        ) : null}
      </StepCard>

      <StepCard
        title={<Trans>近期开标项目</Trans>}
        verdict={r?.openings.verdict ?? null}
        running={running === 'openings'}
        advice={r?.openings.reason === 'unknown' ? <Trans>请刷新后重新自检。</Trans> : null}
      >
        {r ? (
          <>
            <Text size="sm">
              {r.openings.reason === 'none' ? (
                <Trans>近期没有您参加的网上开标项目。</Trans>
              ) : r.openings.reason === 'ready' ? (
                <Trans>各开标项目均已准备就绪。</Trans>
              ) : r.openings.reason === 'notReady' ? (
                <Trans>有开标项目尚未准备好，见下方各项目。</Trans>
              ) : (
                <Trans>无法读取开标项目。</Trans>
              )}
            </Text>
            {r.openings.reason === 'unknown' ? detail(r.openings) : null}
            <OpeningChecks rows={r.openings.rows} hallLink={hallLink} />
          </>
        ) : null}
      </StepCard>
    </Stack>
  )
}

function certificateFinding(r: SelfCheckReport): ReactNode {
  switch (r.certificate.reason) {
    case 'valid':
      return <Trans>证书已绑定本单位，有效期覆盖各项目的开标和解密时段。</Trans>
    case 'expiresSoon':
      return <Trans>证书有效期不足30天，但覆盖各项目的开标和解密时段。</Trans>
    case 'expiresBeforeOpening':
      return <Trans>证书将在开标前过期。</Trans>
    case 'expiresBeforeDecryption':
      return <Trans>证书将在解密结束前过期，届时无法解密投标文件。</Trans>
    case 'validityUnknown':
      return <Trans>服务器返回的证书有效期无法识别，未能判断是否覆盖各项目的开标和解密时段。</Trans>
    case 'notBound':
      return <Trans>证书尚未绑定本单位账号。</Trans>
    case 'missing':
      return <Trans>未检测到证书。</Trans>
    case 'notChosen':
      return <Trans>插入了多个证书，尚未选择使用哪一个。</Trans>
    case 'refused':
      return <Trans>证书未通过服务器校验。</Trans>
    case 'unchecked':
      return <Trans>未能读取证书（需要证书助手和正确的证书密码）。</Trans>
    case 'unreachable':
      return <Trans>未能向服务器校验证书（网络或服务器故障），请稍后重新检测。</Trans>
  }
}

function certificateAdvice(r: SelfCheckReport | null, bindLink: ReactNode): ReactNode {
  switch (r?.certificate.reason) {
    case 'expiresSoon':
      return <Trans>请尽快办理证书续期。</Trans>
    case 'validityUnknown':
      return <Trans>请在“CA证书管理”中查看证书有效期。</Trans>
    case 'expiresBeforeOpening':
    case 'expiresBeforeDecryption':
      return <Trans>请在开标前办理证书续期，并重新绑定新证书。</Trans>
    case 'notBound':
      return <>{bindLink}</>
    case 'missing':
      return <Trans>请插入本单位的CA证书（USBKey）后重新自检。</Trans>
    case 'notChosen':
      return <Trans>请只插入一个证书，或在证书助手中选择证书。</Trans>
    case 'refused':
      return <Trans>请使用本单位有效的CA证书；证书已过期的，请办理续期。</Trans>
    default:
      return null
  }
}
