import type { Bonus } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { FreeSpinsPanel } from '../free-spins/free-spins-panel';
import { TermsList } from '../terms/terms-list';
import { BonusCard } from './bonus-card';
import { CancelConfirm } from './cancel-confirm';
import { ExpiryCountdown } from './expiry-countdown';
import { WageringBar } from './wagering-bar';

/**
 * The active bonus: its balance, its wagering so far, the time left, its terms, and the way to cancel it (after a
 * confirmation of what is lost).
 */
export function ActiveBonusCard({ bonus, anchor }: { bonus: Bonus; anchor: string | undefined }) {
  const { t, lang } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const money = (minor: number) => formatMoney(minor, bonus.currency, lang);
  const { playerBonusId } = bonus;

  return (
    <BonusCard bonus={bonus} anchor={anchor} highlight>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('bonuses.active.balance')}
          </p>
          <p
            className="text-3xl font-extrabold tracking-tight text-fg tabular-nums"
            data-testid="bonus-balance"
          >
            {money(bonus.balance ?? 0)}
          </p>
          {bonus.amount !== null ? (
            <p className="text-xs text-muted">
              {t('bonuses.active.granted', { amount: money(bonus.amount) })}
            </p>
          ) : null}
        </div>
        {bonus.expiresAt ? <ExpiryCountdown expiresAt={bonus.expiresAt} /> : null}
      </div>
      {bonus.freeSpins ? <FreeSpinsPanel spins={bonus.freeSpins} /> : null}
      {/* A free-spin bonus is wagered once its spins are over: their winnings are what it asks to wager. */}
      {bonus.wagering && bonus.freeSpins?.status !== 'active' ? (
        <WageringBar wagering={bonus.wagering} currency={bonus.currency} />
      ) : null}
      <TermsList bonus={bonus} />
      {playerBonusId === null ? null : confirming ? (
        <CancelConfirm bonus={bonus} playerBonusId={playerBonusId} onKeep={() => setConfirming(false)} />
      ) : (
        <Button
          variant="ghost"
          className="justify-self-start"
          onClick={() => setConfirming(true)}
          data-testid="bonus-cancel"
        >
          {t('bonuses.active.cancel')}
        </Button>
      )}
    </BonusCard>
  );
}
