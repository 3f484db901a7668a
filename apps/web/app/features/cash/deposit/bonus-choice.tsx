import type { Currency } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import type { LucideIcon } from 'lucide-react';
import Ban from 'lucide-react/icons/ban';
import Gift from 'lucide-react/icons/gift';
import Ticket from 'lucide-react/icons/ticket';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DepositBonusOption, DepositBonusSource } from '../api/deposit-bonuses';
import { type ChosenDepositBonus, DEPOSIT_BONUS_SOURCES, isChosen } from '../state/deposit-bonus-choice';
import { ChoiceTile } from './choice-tile';
import type { BonusOffers } from './use-bonus-choice';

function Mark({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent-ink">
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}

/** How a list's tile reads: its mark, what the bonus brings for this amount in that list's terms, its width. */
interface TileWording {
  mark: ReactNode;
  detail: (option: DepositBonusOption, money: (minor: number) => string) => ReactNode;
  wide: boolean;
}

/**
 * The tile's wording by list. A casino bonus brings bonus money to wager; a sport one is a free bet (decision 033),
 * labelled as one since its amount is a stake and not money: the free bet's amount, that a win pays without the
 * stake, and the bonus's own description, which states the minimum odds the offer does not carry as a field.
 */
function useTileWording(): Record<DepositBonusSource, TileWording> {
  const { t } = useTranslation();
  return {
    casino: {
      mark: <Mark icon={Gift} />,
      detail: ({ calculationFields: fields }, money) =>
        [
          t('cash.deposit.bonus.brings', { amount: money(fields.bonusAmount) }),
          t('cash.deposit.bonus.wagering', { amount: money(fields.wageringRequired) }),
          ...(fields.maxConversion === null
            ? []
            : [t('cash.deposit.bonus.maxConversion', { amount: money(fields.maxConversion) })]),
        ].join(' · '),
      wide: false,
    },
    sport: {
      mark: (
        <span className="flex items-center gap-2">
          <Mark icon={Ticket} />
          <span className="text-[11px] font-semibold tracking-wide text-accent-ink uppercase">
            {t('cash.deposit.bonus.sportLabel')}
          </span>
        </span>
      ),
      detail: ({ bonus, calculationFields: fields }, money) => (
        <>
          <span className="block font-medium text-fg">
            {t('cash.deposit.bonus.freebet', { amount: money(fields.bonusAmount) })} ·{' '}
            {t('cash.deposit.bonus.freebetWinnings')}
          </span>
          {bonus.description ? <span className="mt-0.5 block">{bonus.description}</span> : null}
        </>
      ),
      // The description is the free bet's terms in a sentence (the minimum odds among them).
      wide: true,
    },
  };
}

/**
 * The deposit bonuses the amount qualifies for, casino ones and sport free bets, each with what it brings for this
 * amount, and "no bonus" beside them: one radio group, since a deposit takes one bonus at most. The player
 * chooses, nothing is chosen for them.
 */
export function BonusChoice({
  offers,
  currency,
  chosen,
  onChoose,
  notForAmount,
}: {
  offers: Record<DepositBonusSource, BonusOffers>;
  currency: Currency;
  chosen: ChosenDepositBonus | null;
  onChoose: (bonus: ChosenDepositBonus | null) => void;
  /** The bonus the player chose does not apply to this amount. */
  notForAmount: boolean;
}) {
  const { t, lang } = useTranslation();
  const wording = useTileWording();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const stale = offers.casino.stale || offers.sport.stale;
  return (
    <fieldset className="grid gap-2.5" aria-busy={stale || undefined} data-testid="deposit-bonus-choice">
      <legend className="mb-2.5 text-sm font-semibold text-fg">{t('cash.deposit.bonusTitle')}</legend>
      <div className={`grid grid-cols-2 gap-2.5 transition-opacity ${stale ? 'opacity-60' : ''}`}>
        <ChoiceTile
          name="deposit-bonus"
          value="none"
          checked={chosen === null}
          onSelect={() => onChoose(null)}
          mark={<Mark icon={Ban} />}
          title={t('cash.deposit.bonus.none')}
          detail={t('cash.deposit.bonus.noneDetail')}
          testId="deposit-bonus-none"
        />
        {DEPOSIT_BONUS_SOURCES.flatMap((source) =>
          offers[source].options.map((option) => (
            <ChoiceTile
              key={`${source}:${option.bonus.id}`}
              name="deposit-bonus"
              value={`${source}:${option.bonus.id}`}
              checked={isChosen(chosen, source, option.bonus.id)}
              onSelect={() => onChoose({ source, id: option.bonus.id })}
              mark={wording[source].mark}
              title={option.bonus.title}
              detail={wording[source].detail(option, money)}
              wide={wording[source].wide}
              testId={
                source === 'casino'
                  ? `deposit-bonus-${option.bonus.id}`
                  : `deposit-sport-bonus-${option.bonus.id}`
              }
            />
          )),
        )}
      </div>
      {notForAmount ? (
        <p className="text-xs text-muted" data-testid="deposit-bonus-not-for-amount">
          {t('cash.deposit.bonus.notForAmount')}
        </p>
      ) : chosen !== null ? (
        <p className="text-xs text-muted" data-testid="deposit-bonus-note">
          {t(chosen.source === 'sport' ? 'cash.deposit.bonus.sportNote' : 'cash.deposit.bonusNote')}
        </p>
      ) : null}
    </fieldset>
  );
}
