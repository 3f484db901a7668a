import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { useTranslation } from '../../../lib/i18n';
import { MyBets } from '../bets/my-bets';
import { BetSlip } from './bet-slip';
import { OddsFormatChoice } from './odds-format-choice';
import { showPanelTab, usePanelState } from './panel-state';
import { useSlip } from './slip-store';

/**
 * The bet slip and "my bets" as two tabs: the desktop's right column and the phone's sheet, with the odds format
 * below either, so it is at hand wherever prices are read.
 */
export function SlipPanel() {
  const { t } = useTranslation();
  const { tab } = usePanelState();
  const count = useSlip().selections.length;
  return (
    <div className="grid gap-3" data-testid="slip-panel">
      <ChoiceTabs
        label={t('sportsbook.slip.label')}
        value={tab}
        options={[
          {
            value: 'slip',
            label:
              count > 0 ? `${t('sportsbook.slip.tabs.slip')} · ${count}` : t('sportsbook.slip.tabs.slip'),
          },
          { value: 'myBets', label: t('sportsbook.slip.tabs.myBets') },
        ]}
        onChange={(next) => showPanelTab(next)}
        testId="slip-tabs"
      />
      {tab === 'slip' ? <BetSlip /> : <MyBets />}
      <div className="border-t border-line pt-3">
        <OddsFormatChoice />
      </div>
    </div>
  );
}
