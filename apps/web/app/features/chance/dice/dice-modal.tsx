import type { DiceActivityKind } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import CircleHelp from 'lucide-react/icons/circle-help';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { formatAmount } from '../../../lib/money/format-amount';
import { diceQuery } from './dice-endpoints';
import { DiceInfo } from './dice-info';
import { DicePanel } from './dice-panel';
import { useDiceInfo } from './use-dice-info';

/**
 * The daily activity modal (`activity=Dices`, `openModal=DailyDice`): the daily and the weekly dice side by side,
 * each with its info screen, its throw and the screens that follow (spec sections 2 and 4).
 */
export default function DiceModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const activities = useQuery(diceQuery(lang, !player.isGuest));
  const info = useDiceInfo(player.isGuest);
  const [asked, setAsked] = useState<DiceActivityKind | null>(
    params.kind === 'weekly-dice' ? 'weekly-dice' : null,
  );
  const [showRules, setShowRules] = useState(false);
  const kinds = activities.data ? (Object.keys(activities.data) as DiceActivityKind[]) : [];
  const kind = asked && kinds.includes(asked) ? asked : kinds[0];
  const activity = kind ? activities.data?.[kind] : undefined;

  return (
    <div data-testid="dice-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={t('chance.dice.title')}
        description={
          activity
            ? t(`chance.dice.lead.${activity.kind}`, {
                amount: activity.minDeposit
                  ? formatAmount(activity.minDeposit.amount, activity.minDeposit.currency, lang)
                  : '',
              })
            : undefined
        }
      />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        {(activities.data === undefined && !activities.isError) || info.pending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !activity ? (
          <p className="text-sm text-muted">{t('chance.dice.loadFailed')}</p>
        ) : (
          <>
            {kinds.length > 1 ? (
              <ChoiceTabs
                label={t('chance.dice.tabs.label')}
                value={activity.kind}
                options={kinds.map((value) => ({ value, label: t(`chance.dice.tabs.${value}`) }))}
                onChange={(value) => {
                  setAsked(value);
                  setShowRules(false);
                }}
                testId="dice-tabs"
              />
            ) : null}
            {info.show || showRules ? (
              <DiceInfo
                activity={activity}
                onDone={() => {
                  setShowRules(false);
                  if (info.show) info.dismiss();
                }}
              />
            ) : (
              <>
                <DicePanel key={activity.kind} activity={activity} />
                <button
                  type="button"
                  onClick={() => setShowRules(true)}
                  className="inline-flex items-center justify-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
                  data-testid="dice-rules"
                >
                  <CircleHelp className="size-4" aria-hidden="true" />
                  {t('chance.dice.info.title')}
                </button>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
