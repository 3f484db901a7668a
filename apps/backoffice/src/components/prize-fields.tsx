import { CURRENCIES, LANGUAGES, LOTTERY_TICKET_KINDS, type RewardType } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lootBoxCampaignsQuery } from '../api/loot-box-queries';
import { bonusTemplatesQuery } from '../api/promotions-queries';
import { humanize } from '../lib/format';
import type { PrizeForm } from '../lib/prize-form';
import { Cell } from './table-cell';

/** The console's words for the prize types (competitions' places, the dice's sectors). */
export const PRIZE_TYPE_LABELS: Record<RewardType, string> = {
  money: 'Money',
  bonus_fs: 'Free-spin bonus',
  bonus_deposit: 'Deposit bonus',
  lottery_ticket: 'Lottery tickets',
  coins: 'Coins',
  entries: 'Entries',
  rank_league_booster: 'Rank league booster',
  material: 'Material prize',
  loot_box: 'Loot box',
  none: 'No prize',
};

/** The bonus kind each bonus prize offers: the template list shows only those. */
const BONUS_KIND_OF: Partial<Record<RewardType, string>> = {
  bonus_fs: 'free_spins',
  bonus_deposit: 'deposit',
};

/**
 * The fields a prize type needs: an amount, a bonus template, a loot-box campaign, a count, a title in every
 * language, or none.
 */
export function PrizeDetails({
  prize,
  name,
  field,
  errors,
  change,
  money,
}: {
  prize: PrizeForm;
  /** What the inputs' names say the prize is for: `place 3`, `the jackpot`. */
  name: string;
  field: string;
  errors: Record<string, string>;
  change: (next: Partial<PrizeForm>) => void;
  /** A money prize's fields when it is not one amount in one currency (a chance table's: one in every currency). */
  money?: ReactNode;
}) {
  const templates = useQuery({ ...bonusTemplatesQuery, enabled: prize.type in BONUS_KIND_OF });
  const lootBoxes = useQuery({ ...lootBoxCampaignsQuery, enabled: prize.type === 'loot_box' });
  if (prize.type === 'money' && money !== undefined) return money;
  if (prize.type === 'money') {
    return (
      <div className="flex gap-2">
        <Cell label={`Amount for ${name}`} error={errors[`${field}.amount`]} className="w-36">
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={prize.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
          )}
        </Cell>
        <Cell label={`Currency for ${name}`} error={errors[`${field}.currency`]} className="w-24">
          {(props) => (
            <select
              {...props}
              value={prize.currency}
              onChange={(event) => change({ currency: event.target.value as PrizeForm['currency'] })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          )}
        </Cell>
      </div>
    );
  }
  if (prize.type === 'bonus_fs' || prize.type === 'bonus_deposit') {
    const offered = (templates.data?.templates ?? []).filter(
      (template) => template.kind === BONUS_KIND_OF[prize.type] || template.slug === prize.templateSlug,
    );
    const known = offered.some((template) => template.slug === prize.templateSlug);
    return (
      <Cell label={`Bonus template for ${name}`} error={errors[`${field}.templateSlug`]} className="max-w-sm">
        {(props) => (
          <select
            {...props}
            value={prize.templateSlug}
            onChange={(event) => change({ templateSlug: event.target.value })}
          >
            <option value="">{templates.isPending ? 'Loading…' : 'Choose…'}</option>
            {prize.templateSlug && !known ? (
              <option value={prize.templateSlug}>{prize.templateSlug}</option>
            ) : null}
            {offered.map((template) => (
              <option key={template.slug} value={template.slug}>
                {template.title} ({template.slug})
              </option>
            ))}
          </select>
        )}
      </Cell>
    );
  }
  if (prize.type === 'loot_box') {
    const campaigns = lootBoxes.data?.campaigns ?? [];
    const known = campaigns.some((campaign) => campaign.id === prize.campaignId);
    return (
      <Cell label={`Loot box for ${name}`} error={errors[`${field}.campaignId`]} className="max-w-sm">
        {(props) => (
          <select
            {...props}
            value={prize.campaignId}
            onChange={(event) => change({ campaignId: event.target.value })}
          >
            <option value="">{lootBoxes.isPending ? 'Loading…' : 'Choose…'}</option>
            {prize.campaignId && !known ? <option value={prize.campaignId}>{prize.campaignId}</option> : null}
            {campaigns.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.title.en}
                {campaign.enabled ? '' : ' (closed)'}
              </option>
            ))}
          </select>
        )}
      </Cell>
    );
  }
  if (prize.type === 'material') {
    return (
      <div className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((lang) => (
          <Cell key={lang} label={`Prize for ${name} (${lang})`} error={errors[`${field}.title.${lang}`]}>
            {(props) => (
              <input
                {...props}
                placeholder={lang.toUpperCase()}
                maxLength={200}
                value={prize.title[lang]}
                onChange={(event) => change({ title: { ...prize.title, [lang]: event.target.value } })}
              />
            )}
          </Cell>
        ))}
      </div>
    );
  }
  if (prize.type === 'none') return <span className="text-xs text-slate-400">Pays nothing</span>;
  return (
    <div className="flex gap-2">
      {prize.type === 'lottery_ticket' ? (
        <Cell label={`Ticket for ${name}`} error={errors[`${field}.ticketKind`]} className="w-28">
          {(props) => (
            <select
              {...props}
              value={prize.ticketKind}
              onChange={(event) => change({ ticketKind: event.target.value as PrizeForm['ticketKind'] })}
            >
              {LOTTERY_TICKET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {humanize(kind)}
                </option>
              ))}
            </select>
          )}
        </Cell>
      ) : null}
      <Cell label={`How many for ${name}`} error={errors[`${field}.count`]} className="w-28">
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            placeholder="Count"
            value={prize.count}
            onChange={(event) => change({ count: event.target.value })}
          />
        )}
      </Cell>
    </div>
  );
}

/** The choice of a prize's type. */
export function PrizeTypeCell({
  label,
  error,
  types,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  types: readonly RewardType[];
  value: RewardType;
  onChange: (type: RewardType) => void;
}) {
  return (
    <Cell label={label} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value as RewardType)}>
          {types.map((type) => (
            <option key={type} value={type}>
              {PRIZE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      )}
    </Cell>
  );
}
