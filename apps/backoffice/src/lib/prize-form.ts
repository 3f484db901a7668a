import type { Currency, LOTTERY_TICKET_KINDS, LocalizedText, Prize, RewardType } from '@casino/contracts';
import { majorText } from './amount';
import type { FormReader } from './form-reader';

export type LotteryTicketKind = (typeof LOTTERY_TICKET_KINDS)[number];

/** The most a money prize may be, in minor units, as the contracts' prize checks it. */
export const MAX_PRIZE_AMOUNT = 1_000_000_000_00;

/** A prize as typed: every type's fields are kept, so changing the type back loses nothing. */
export interface PrizeForm {
  type: RewardType;
  /** A money prize's amount in major units. */
  amount: string;
  currency: Currency;
  templateSlug: string;
  ticketKind: LotteryTicketKind;
  count: string;
  title: LocalizedText;
  /** A loot box's campaign. */
  campaignId: string;
}

const EMPTY_TEXT: LocalizedText = { uk: '', ru: '', en: '' };

/** A prize as the form shows it, in `currency` unless it is money in its own. */
export function prizeFormOf(prize: Prize, currency: Currency): PrizeForm {
  return {
    type: prize.type,
    amount: prize.type === 'money' ? majorText(prize.amount, prize.currency) : '',
    currency: prize.type === 'money' ? prize.currency : currency,
    templateSlug: 'templateSlug' in prize ? prize.templateSlug : '',
    ticketKind: prize.type === 'lottery_ticket' ? prize.ticketKind : 'regular',
    count: 'count' in prize ? String(prize.count) : '',
    title: prize.type === 'material' ? prize.title : EMPTY_TEXT,
    campaignId: prize.type === 'loot_box' ? prize.campaignId : '',
  };
}

/** A prize of a type with nothing typed yet. */
export function blankPrize(type: RewardType, currency: Currency): PrizeForm {
  return { ...prizeFormOf({ type: 'none' }, currency), type };
}

/** A prize of the form as the contracts take it; a field it cannot read is named in the reader's errors. */
export function prizeOf(read: FormReader, row: PrizeForm, field: string): Prize {
  switch (row.type) {
    case 'none':
      return { type: 'none' };
    case 'money': {
      const amount = read.money(`${field}.amount`, row.amount, row.currency, MAX_PRIZE_AMOUNT);
      if (amount === null && row.amount.trim() === '') read.errors[`${field}.amount`] = 'Required.';
      return { type: 'money', amount: amount ?? 0, currency: row.currency };
    }
    case 'bonus_fs':
    case 'bonus_deposit':
      if (row.templateSlug === '') read.errors[`${field}.templateSlug`] = 'Choose a bonus template.';
      return { type: row.type, templateSlug: row.templateSlug };
    case 'lottery_ticket':
      return {
        type: 'lottery_ticket',
        ticketKind: row.ticketKind,
        count: read.required(`${field}.count`, row.count, 1, 1000),
      };
    case 'material':
      return { type: 'material', title: read.text(`${field}.title`, row.title) };
    case 'loot_box':
      if (row.campaignId === '') read.errors[`${field}.campaignId`] = 'Choose a loot-box campaign.';
      return { type: 'loot_box', campaignId: row.campaignId };
    default:
      return { type: row.type, count: read.required(`${field}.count`, row.count, 1, 1_000_000) };
  }
}
