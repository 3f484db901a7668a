import type { Competition } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import type { LucideIcon } from 'lucide-react';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpToLine from 'lucide-react/icons/arrow-up-to-line';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Gift from 'lucide-react/icons/gift';
import Layers from 'lucide-react/icons/layers';
import Repeat from 'lucide-react/icons/repeat';
import Target from 'lucide-react/icons/target';
import UserCheck from 'lucide-react/icons/user-check';
import { useTranslation } from '../../../lib/i18n';
import { productWord } from '../format/product-words';

interface Rule {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * The rules in plain words: how it scores, the bets that count, bonus money (for a sports one, free bets: they never
 * count), how one takes part, a race's attempts, a staged one's stages, the dates.
 */
export function RulesList({ competition }: { competition: Competition }) {
  const { t, lang } = useTranslation();
  const money = (amount: number) => formatMoney(amount, competition.currency, lang);
  const { outplay, product, tournamentMode: mode } = competition;
  const bonus: Rule =
    product === 'sports'
      ? {
          id: 'freebets',
          icon: Gift,
          title: t('competitions.sports.rules.freebets'),
          text: t('competitions.sports.rules.freebetsText'),
        }
      : {
          id: 'bonus',
          icon: Gift,
          title: t(
            competition.countsBonusMoney
              ? 'competitions.rules.bonusCounts'
              : 'competitions.rules.bonusDoesNotCount',
          ),
          text: t(
            competition.countsBonusMoney
              ? 'competitions.rules.bonusCountsText'
              : 'competitions.rules.bonusDoesNotCountText',
          ),
        };
  const rules: Rule[] = [
    {
      id: 'mode',
      icon: Target,
      title: t(productWord(product, `modes.${mode}.short`)),
      text: t(productWord(product, `modes.${mode}.text`)),
    },
    {
      id: 'min-bet',
      icon: ArrowDownToLine,
      title: t('competitions.rules.minBet', { amount: money(competition.minBet) }),
      text: t('competitions.rules.minBetText'),
    },
    {
      id: 'max-bet',
      icon: ArrowUpToLine,
      title:
        competition.maxBet === null
          ? t('competitions.rules.noMaxBet')
          : t('competitions.rules.maxBet', { amount: money(competition.maxBet) }),
      text: t(
        competition.maxBet === null ? 'competitions.rules.noMaxBetText' : 'competitions.rules.maxBetText',
      ),
    },
    bonus,
    {
      id: 'entry',
      icon: UserCheck,
      title: t(competition.isAutoSubscription ? 'competitions.rules.auto' : 'competitions.rules.manual'),
      text: t(
        competition.isAutoSubscription
          ? productWord(product, 'rules.autoText')
          : 'competitions.rules.manualText',
      ),
    },
    ...(outplay
      ? [
          {
            id: 'outplay',
            icon: Repeat,
            title: t('competitions.rules.outplay', { count: outplay.attempts, rounds: outplay.rounds }),
            text: t('competitions.rules.outplayText', { rounds: outplay.rounds }),
          },
        ]
      : []),
    ...(competition.stages > 1
      ? [
          {
            id: 'stages',
            icon: Layers,
            title: t('competitions.stages.count', { count: competition.stages }),
            text: t('competitions.rules.stagesText'),
          },
        ]
      : []),
    {
      id: 'dates',
      icon: CalendarRange,
      title: t('competitions.rules.dates', {
        start: formatDayTime(new Date(competition.dateStart), lang),
        end: formatDayTime(new Date(competition.dateEnd), lang),
      }),
      text: t(productWord(product, 'rules.datesText')),
    },
  ];
  return (
    <section
      aria-labelledby="competition-rules"
      className="grid gap-3 rounded-3xl bg-surface-1 p-5 ring-1 ring-line"
      data-testid="competition-rules"
    >
      <h2 id="competition-rules" className="text-lg font-bold text-fg">
        {t('competitions.rules.title')}
      </h2>
      <ul className="grid gap-3">
        {rules.map((rule) => (
          <li key={rule.id} className="flex gap-3" data-rule={rule.id}>
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent/12 text-accent-ink">
              <rule.icon className="size-4.5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-fg">{rule.title}</p>
              <p className="text-xs leading-relaxed text-muted">{rule.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
