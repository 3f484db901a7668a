import type { InsuranceInfo, InsuranceTerms, PlayerInsurance } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Clock from 'lucide-react/icons/clock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { type ReactNode, useMemo } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { depositPath } from '../../../lib/cash-entry';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceInfo } from '../../../lib/insurance-info';
import { openModal } from '../../../lib/modals/modal-store';
import { countdownText } from '../cards/countdown-text';
import { ProgrammeCard } from '../cards/programme-card';
import { BonusSection } from '../page/bonus-section';
import { useInsuranceInformed } from './insurance-queries';
import { InsuranceTermsList } from './insurance-terms-list';

/** One insurance on the page: its programme's title and description, its status, then what it shows of it. */
function InsuranceCard({
  terms,
  status,
  children,
}: {
  terms: InsuranceTerms;
  status: InsuranceInfo['status'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ProgrammeCard
      icon={<ShieldCheck className="size-5.5" aria-hidden="true" />}
      title={terms.title}
      status={
        <p className="mt-1 text-xs font-semibold text-accent-ink" data-testid="insurance-status">
          {t(`bonuses.insurance.status.${status}`)}
        </p>
      }
      description={terms.description}
      testId="insurance-card"
      data={{ 'data-status': status }}
    >
      {children}
    </ProgrammeCard>
  );
}

/** The insured deposit and the time left on its cover, ticking each second. */
function Covering({ insurance }: { insurance: PlayerInsurance }) {
  const { t, lang } = useTranslation();
  const endsAt = insurance.coverEndsAt ?? insurance.createdAt;
  const until = useMemo(() => Date.parse(endsAt), [endsAt]);
  const left = useSecondsLeft(until);
  const { currency } = insurance.terms;
  return (
    <>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-muted">{t('bonuses.insurance.insured')}</dt>
          <dd className="text-sm font-semibold text-fg" data-testid="insurance-deposit">
            {formatMoney(insurance.depositAmount ?? 0, currency, lang)}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-muted">{t('bonuses.insurance.terms.percent')}</dt>
          <dd className="text-sm font-semibold text-fg">
            {t('bonuses.insurance.terms.percentValue', { percent: insurance.terms.percent })}
          </dd>
        </div>
      </dl>
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="insurance-cover-left">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <span>{t('bonuses.insurance.coverEnds')}:</span>
        <time dateTime={endsAt} className="font-semibold text-fg tabular-nums">
          {left > 0 ? countdownText(left, t) : t('bonuses.insurance.coverEnding')}
        </time>
      </p>
    </>
  );
}

/** An outcome the player has not seen yet: what came back or why the insurance was rejected. */
function Outcome({ insurance }: { insurance: PlayerInsurance }) {
  const { t, lang } = useTranslation();
  const informed = useInsuranceInformed();
  const text =
    insurance.status === 'restored'
      ? t('bonuses.insurance.restored.text', {
          amount: formatMoney(insurance.restoredAmount, insurance.terms.currency, lang),
        })
      : insurance.rejectReason
        ? t(`bonuses.insurance.rejected.reasons.${insurance.rejectReason}`)
        : t('bonuses.insurance.rejected.text');
  return (
    <>
      <p className="text-sm text-fg" data-testid="insurance-outcome">
        {text}
      </p>
      <Button
        variant="ghost"
        onClick={() => informed.mutate(insurance.id)}
        disabled={informed.isPending}
        data-testid="insurance-seen"
      >
        {t('bonuses.insurance.seen')}
      </Button>
    </>
  );
}

/** The card for where the player stands: an offer, a deposit awaited, a deposit covered, or an outcome. */
function InsuranceState({ info }: { info: InsuranceInfo }) {
  const { t, lang } = useTranslation();
  const { program, insurance } = info.data;
  const terms = insurance?.terms ?? program;
  if (!terms) return null;
  if (!insurance || info.status === 'available') {
    return (
      <InsuranceCard terms={terms} status={info.status}>
        <InsuranceTermsList terms={terms} />
        <Button onClick={() => openModal('RiskBonusPopup')} data-testid="insurance-offer">
          {t('bonuses.insurance.apply')}
        </Button>
      </InsuranceCard>
    );
  }
  return (
    <InsuranceCard terms={terms} status={insurance.status}>
      {insurance.status === 'active' ? (
        <>
          <p className="text-sm text-fg">
            {t('bonuses.insurance.waiting', { amount: formatMoney(terms.minDeposit, terms.currency, lang) })}
          </p>
          <ButtonLink to={depositPath(lang)}>{t('bonuses.insurance.deposit')}</ButtonLink>
        </>
      ) : insurance.status === 'covering' ? (
        <Covering insurance={insurance} />
      ) : (
        <Outcome insurance={insurance} />
      )}
    </InsuranceCard>
  );
}

/**
 * The bonuses page's no-risk deposit: the programme to opt in to, the insurance waiting for its deposit or covering
 * it, or an outcome to acknowledge. Nothing when the info call fails (no programme for the player).
 */
export function InsuranceSection() {
  const { t } = useTranslation();
  const info = useInsuranceInfo();
  if (!info.data || info.isError) return null;
  return (
    <BonusSection id="insurance" title={t('bonuses.insurance.title')} lead={t('bonuses.insurance.lead')}>
      <InsuranceState info={info.data} />
    </BonusSection>
  );
}
