import type { Cashback } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { BonusSection, EmptySection } from '../page/bonus-section';
import { useBonusRefusal } from '../use-bonus-refusal';
import { AccruingCashback } from './accruing-cashback';
import { CashbackCard } from './cashback-card';
import { activatedParams } from './cashback-figures';
import { useCashbackOverview, useCollectCashback } from './cashback-queries';
import { CashbackTermsList } from './cashback-terms-list';

/** A closed period with something to pay: its dates and amount, and the Collect button. */
function CompletedCashback({ cashback }: { cashback: Cashback }) {
  const { t, lang } = useTranslation();
  const collect = useCollectCashback();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(cashback.amount, cashback.currency, lang);
  const onCollect = () => {
    if (cashback.playerCashbackId === null) return;
    setError(null);
    collect.mutate(cashback.playerCashbackId, {
      onSuccess: (paid) => openModal('CashbackActivated', activatedParams(paid)),
      onError: (failure) => setError(refusal(failure)),
    });
  };
  return (
    <CashbackCard cashback={cashback}>
      <p className="text-sm text-muted">
        {t('bonuses.cashback.period', {
          from: formatDayTime(new Date(cashback.periodStart), lang),
          to: formatDayTime(new Date(cashback.periodEnd), lang),
        })}
      </p>
      <p className="text-sm font-semibold text-fg">{t('bonuses.cashback.toCollect')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="cashback-collect-error">
          {error}
        </p>
      ) : null}
      <Button
        onClick={onCollect}
        disabled={collect.isPending}
        aria-busy={collect.isPending || undefined}
        data-testid="cashback-collect"
      >
        {collect.isPending ? <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" /> : null}
        {t('bonuses.cashback.collect', { amount })}
      </Button>
    </CashbackCard>
  );
}

/** A programme on offer: its terms in full, and Choose, which confirms them in CashbackActivate. */
function CashbackOffer({ cashback }: { cashback: Cashback }) {
  const { t } = useTranslation();
  return (
    <CashbackCard cashback={cashback}>
      <CashbackTermsList cashback={cashback} />
      <Button
        onClick={() => openModal('CashbackActivate', { cashbackId: String(cashback.id) })}
        data-testid="cashback-choose"
      >
        {t('bonuses.cashback.choose')}
      </Button>
    </CashbackCard>
  );
}

/**
 * The bonuses page's cashback: periods to collect first, then the chosen programme's current period, then the
 * programmes the player may choose (none while one is chosen: one accrues at a time).
 */
export function CashbackSection() {
  const { t } = useTranslation();
  const overview = useCashbackOverview();
  if (!overview.data) return null;
  const { active, completed, offers } = overview.data;
  const cards = [
    ...completed.map((cashback) => (
      <CompletedCashback key={`completed-${cashback.playerCashbackId}`} cashback={cashback} />
    )),
    ...(active ? [<AccruingCashback key="active" cashback={active} />] : []),
    ...(active
      ? []
      : offers.map((cashback) => <CashbackOffer key={`offer-${cashback.id}`} cashback={cashback} />)),
  ];
  return (
    <BonusSection id="cashback" title={t('bonuses.cashback.title')} lead={t('bonuses.cashback.lead')}>
      {cards.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">{cards}</div>
      ) : (
        <EmptySection text={t('bonuses.cashback.empty')} />
      )}
    </BonusSection>
  );
}
