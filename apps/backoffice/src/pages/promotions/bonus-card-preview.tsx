import type { Currency, Language } from '@casino/contracts';
import { Gift } from 'lucide-react';
import { formatMoney } from '../../lib/format';
import { givesFreebet, type TemplateDraft, termsFromDraft } from './template-form';

/** The preview's currency: the site's default. */
const PREVIEW_CURRENCY: Currency = 'UAH';

/** The headline figure of the card: the share of a deposit, the amount (a free bet's stake), or the spins. */
function headline(draft: TemplateDraft): string | null {
  const read = termsFromDraft(draft);
  if (!read.ok) return null;
  const { terms } = read;
  if (terms.kind === 'deposit') {
    const cap = terms.maxAmount[PREVIEW_CURRENCY];
    const percent = terms.percent === null ? '—' : `${terms.percent}%`;
    return cap === undefined ? percent : `${percent} up to ${formatMoney(cap, PREVIEW_CURRENCY)}`;
  }
  if (terms.kind === 'free_spins') return terms.freeSpins ? `${terms.freeSpins.rounds} free spins` : null;
  const amount = terms.fixedAmount[PREVIEW_CURRENCY];
  if (amount === undefined) return null;
  const money = formatMoney(amount, PREVIEW_CURRENCY);
  return terms.kind === 'freebet' ? `${money} free bet` : money;
}

/**
 * The bonus as the site's card shows it in one language: title, headline, description and the terms a player
 * reads first. Text is shown as text, whatever it holds.
 */
export function BonusCardPreview({ draft, language }: { draft: TemplateDraft; language: Language }) {
  const figure = headline(draft);
  // A free bet's form sends no wagering, whatever its hidden field holds.
  const freebet = givesFreebet(draft);
  const wagering = freebet ? 0 : Number(draft.wageringMultiplier);
  return (
    <figure aria-label="Preview of the bonus card" className="space-y-2">
      <div className="overflow-hidden rounded-xl bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-700 p-4 text-white shadow-md">
        <div className="flex items-center justify-between gap-2 text-[11px] font-medium tracking-wide text-white/70 uppercase">
          <span>{draft.category}</span>
          <Gift aria-hidden="true" className="size-4" />
        </div>
        <p className="mt-2 text-base font-semibold break-words">{draft.title[language] || 'Title'}</p>
        {figure ? <p className="mt-1 text-2xl font-bold tabular-nums">{figure}</p> : null}
        <p className="mt-2 text-sm break-words whitespace-pre-line text-white/85">
          {draft.description[language] || 'Description'}
        </p>
        <ul className="mt-3 space-y-0.5 text-xs text-white/75">
          {wagering > 0 ? (
            <li>
              Wager ×{wagering} within {draft.validityDays || '—'} days
            </li>
          ) : null}
          {freebet && draft.freebet.minOdds ? (
            <li>
              Free bet at odds of {draft.freebet.minOdds} or more within {draft.validityDays || '—'} days
            </li>
          ) : null}
          {draft.promoCode ? <li>Code {draft.promoCode.toUpperCase()}</li> : null}
        </ul>
      </div>
      <figcaption className="text-xs text-slate-400">
        {draft.active
          ? draft.listed
            ? 'Listed on the bonuses page'
            : 'Not listed: by code or offer only'
          : 'Inactive: offered nowhere'}
      </figcaption>
    </figure>
  );
}
