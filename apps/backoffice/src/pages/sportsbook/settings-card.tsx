import { formatOdds } from '@casino/contracts';
import type { SportsbookTermsResponse } from '@casino/contracts/backoffice';
import type { ComponentProps, ReactNode } from 'react';
import { useCan } from '../../api/session';
import { Card } from '../../components/ui';
import { SettingForm } from './setting-form';
import {
  delaySecondsText,
  formatMarginPercent,
  marginPercentText,
  parseDelaySeconds,
  parseExpressLegs,
  parseMarginPercent,
  parseOdds,
} from './settings-form';

/** How a setting is changed: what its form starts from, how it reads the text, and its words. */
type SettingEdit = Omit<ComponentProps<typeof SettingForm>, 'terms'>;

/**
 * One setting: its value large, what it does under it, and the form to change it for whoever manages the
 * sportsbook. Its two rows are the card's (a subgrid), so the forms side by side stay level whatever the texts
 * above them; without a form it has one.
 */
function Setting({
  terms,
  title,
  value,
  unit,
  children,
  edit,
}: {
  terms: SportsbookTermsResponse;
  title: string;
  value: string;
  unit?: string;
  children: ReactNode;
  edit: SettingEdit;
}) {
  const can = useCan();
  // Keyed by the value saved, so the form starts again from it after a save.
  const form = can('sportsbook.manage') ? <SettingForm key={edit.initial} terms={terms} {...edit} /> : null;
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

/** How long a live bet waits before it is decided and what a cash-out keeps, saved together. */
export function SettingsCard({ terms }: { terms: SportsbookTermsResponse }) {
  const { liveDelayMs, cashOutMarginBp } = terms;
  return (
    <Card title="Bet delay and cash-out">
      <div className="grid gap-6 md:grid-cols-2 md:gap-x-0 md:gap-y-4 md:divide-x md:divide-slate-100">
        <Setting
          terms={terms}
          title="Live bet delay"
          value={delaySecondsText(liveDelayMs)}
          unit="s"
          edit={{
            setting: 'liveDelayMs',
            initial: delaySecondsText(liveDelayMs),
            read: parseDelaySeconds,
            label: 'New delay in seconds',
            hint: 'From 0 to 30. Written to the audit trail.',
          }}
        >
          A bet with a live selection waits this long before it is decided: a goal or a price change meanwhile
          refuses it. Other bets are decided at once.
        </Setting>
        <Setting
          terms={terms}
          title="Cash-out margin"
          value={formatMarginPercent(cashOutMarginBp)}
          edit={{
            setting: 'cashOutMarginBp',
            initial: marginPercentText(cashOutMarginBp),
            read: parseMarginPercent,
            label: 'New margin in percent',
            hint: 'From 0 to 50. Written to the audit trail.',
          }}
        >
          A cash-out pays a bet's value at the current prices less this margin.
        </Setting>
      </div>
    </Card>
  );
}

/**
 * The express of the day's rules, saved with the settings above: how many legs it has and the price range a leg's
 * favourite must be in.
 */
export function ExpressSettingsCard({ terms }: { terms: SportsbookTermsResponse }) {
  const { expressLegs, expressMinOdds, expressMaxOdds } = terms;
  const odds = (
    setting: 'expressMinOdds' | 'expressMaxOdds',
    word: 'lowest' | 'highest',
    example: string,
  ) => ({
    setting,
    initial: formatOdds(terms[setting]),
    read: parseOdds,
    label: `New ${word} odds`,
    hint: `Decimal odds like ${example}, not ${word === 'lowest' ? 'above the highest' : 'below the lowest'}. Written to the audit trail.`,
  });
  return (
    <Card title="Express of the day">
      <div className="grid gap-6 md:grid-cols-3 md:gap-x-0 md:gap-y-4 md:divide-x md:divide-slate-100">
        <Setting
          terms={terms}
          title="Legs"
          value={String(expressLegs)}
          edit={{
            setting: 'expressLegs',
            initial: String(expressLegs),
            read: parseExpressLegs,
            label: 'New number of legs',
            hint: 'From 2 to 10. Written to the audit trail.',
          }}
        >
          The express the sportsbook proposes each day has this many matches to come, one favourite each.
        </Setting>
        <Setting
          terms={terms}
          title="Lowest odds of a leg"
          value={formatOdds(expressMinOdds)}
          edit={odds('expressMinOdds', 'lowest', '1.30')}
        >
          A match whose favourite is priced lower is left out.
        </Setting>
        <Setting
          terms={terms}
          title="Highest odds of a leg"
          value={formatOdds(expressMaxOdds)}
          edit={odds('expressMaxOdds', 'highest', '2.50')}
        >
          A match whose favourite is priced higher is left out.
        </Setting>
      </div>
    </Card>
  );
}
