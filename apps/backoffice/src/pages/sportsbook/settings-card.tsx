import type { SportsbookTermsResponse } from '@casino/contracts/backoffice';
import type { ReactNode } from 'react';
import { useCan } from '../../api/session';
import { Card } from '../../components/ui';
import { SettingForm } from './setting-form';
import {
  delaySecondsText,
  formatMarginPercent,
  marginPercentText,
  oddsText,
  parseDelaySeconds,
  parseExpressLegs,
  parseMarginPercent,
  parseOdds,
} from './settings-form';

/**
 * One setting: its value large, what it does under it, and the form to change it for whoever may. Its two rows are
 * the card's (a subgrid), so the forms side by side stay level whatever the texts above them; without a form it
 * has one.
 */
function Setting({
  title,
  value,
  unit,
  children,
  form,
}: {
  title: string;
  value: string;
  unit?: string;
  children: ReactNode;
  form: ReactNode;
}) {
  return (
    <section
      className={`flex flex-col gap-4 py-1 md:px-6 md:first:pl-0 md:last:pr-0 ${form ? 'md:row-span-2 md:grid md:grid-rows-subgrid' : ''}`}
    >
      <div>
        <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
        <p className="mt-1 text-2xl font-semibold tabular-nums">
          {value}
          {unit ? <span className="ml-1 text-base font-medium text-slate-500">{unit}</span> : null}
        </p>
        <p className="mt-1 max-w-md text-[13px] text-slate-500">{children}</p>
      </div>
      {form}
    </section>
  );
}

/**
 * The settings saved together: how long a live bet waits before it is decided and what a cash-out keeps, each with
 * its form for whoever manages the sportsbook.
 */
export function SettingsCard({ terms }: { terms: SportsbookTermsResponse }) {
  const can = useCan();
  const mayEdit = can('sportsbook.manage');
  const { liveDelayMs, cashOutMarginBp } = terms;
  return (
    <Card title="Bet delay and cash-out">
      <div className="grid gap-6 md:grid-cols-2 md:gap-x-0 md:gap-y-4 md:divide-x md:divide-slate-100">
        <Setting
          title="Live bet delay"
          value={delaySecondsText(liveDelayMs)}
          unit="s"
          form={
            mayEdit ? (
              // Keyed by the value saved, so the form starts again from it after a save.
              <SettingForm
                key={liveDelayMs}
                terms={terms}
                setting="liveDelayMs"
                initial={delaySecondsText(liveDelayMs)}
                read={parseDelaySeconds}
                label="New delay in seconds"
                hint="From 0 to 30. Written to the audit trail."
              />
            ) : null
          }
        >
          A bet with a live selection waits this long before it is decided: a goal or a price change meanwhile
          refuses it. Other bets are decided at once.
        </Setting>
        <Setting
          title="Cash-out margin"
          value={formatMarginPercent(cashOutMarginBp)}
          form={
            mayEdit ? (
              <SettingForm
                key={cashOutMarginBp}
                terms={terms}
                setting="cashOutMarginBp"
                initial={marginPercentText(cashOutMarginBp)}
                read={parseMarginPercent}
                label="New margin in percent"
                hint="From 0 to 50. Written to the audit trail."
              />
            ) : null
          }
        >
          A cash-out pays a bet's value at the current prices less this margin.
        </Setting>
      </div>
    </Card>
  );
}

/**
 * The express of the day's rules, saved with the settings above: how many legs it has and the price range a leg's
 * favourite must be in, each with its form for whoever manages the sportsbook.
 */
export function ExpressSettingsCard({ terms }: { terms: SportsbookTermsResponse }) {
  const can = useCan();
  const mayEdit = can('sportsbook.manage');
  const { expressLegs, expressMinOdds, expressMaxOdds } = terms;
  return (
    <Card title="Express of the day">
      <div className="grid gap-6 md:grid-cols-3 md:gap-x-0 md:gap-y-4 md:divide-x md:divide-slate-100">
        <Setting
          title="Legs"
          value={String(expressLegs)}
          form={
            mayEdit ? (
              <SettingForm
                key={expressLegs}
                terms={terms}
                setting="expressLegs"
                initial={String(expressLegs)}
                read={parseExpressLegs}
                label="New number of legs"
                hint="From 2 to 10. Written to the audit trail."
              />
            ) : null
          }
        >
          The express the sportsbook proposes each day has this many matches to come, one favourite each.
        </Setting>
        <Setting
          title="Lowest odds of a leg"
          value={oddsText(expressMinOdds)}
          form={
            mayEdit ? (
              <SettingForm
                key={expressMinOdds}
                terms={terms}
                setting="expressMinOdds"
                initial={oddsText(expressMinOdds)}
                read={parseOdds}
                label="New lowest odds"
                hint="Decimal odds like 1.30, not above the highest. Written to the audit trail."
              />
            ) : null
          }
        >
          A match whose favourite is priced lower is left out.
        </Setting>
        <Setting
          title="Highest odds of a leg"
          value={oddsText(expressMaxOdds)}
          form={
            mayEdit ? (
              <SettingForm
                key={expressMaxOdds}
                terms={terms}
                setting="expressMaxOdds"
                initial={oddsText(expressMaxOdds)}
                read={parseOdds}
                label="New highest odds"
                hint="Decimal odds like 2.50, not below the lowest. Written to the audit trail."
              />
            ) : null
          }
        >
          A match whose favourite is priced higher is left out.
        </Setting>
      </div>
    </Card>
  );
}
