import { LANGUAGES, type Language, type LocalizedText, type Prize, type PrizeView } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';

type Countable =
  | Exclude<Extract<Prize, { count: number }>['type'], 'lottery_ticket'>
  | `ticket_${'regular' | 'gold' | 'super'}`
  | 'loot_box';

/** A noun's forms by plural category (Intl.PluralRules: Ukrainian and Russian use one, few and many; English one). */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const COUNTED: Record<Countable, Record<Language, Forms>> = {
  ticket_regular: {
    uk: {
      one: 'лотерейний квиток',
      few: 'лотерейні квитки',
      many: 'лотерейних квитків',
      other: 'лотерейного квитка',
    },
    ru: {
      one: 'лотерейный билет',
      few: 'лотерейных билета',
      many: 'лотерейных билетов',
      other: 'лотерейного билета',
    },
    en: { one: 'lottery ticket', other: 'lottery tickets' },
  },
  ticket_gold: {
    uk: { one: 'золотий квиток', few: 'золоті квитки', many: 'золотих квитків', other: 'золотого квитка' },
    ru: { one: 'золотой билет', few: 'золотых билета', many: 'золотых билетов', other: 'золотого билета' },
    en: { one: 'gold ticket', other: 'gold tickets' },
  },
  ticket_super: {
    uk: { one: 'суперквиток', few: 'суперквитки', many: 'суперквитків', other: 'суперквитка' },
    ru: { one: 'супербилет', few: 'супербилета', many: 'супербилетов', other: 'супербилета' },
    en: { one: 'super ticket', other: 'super tickets' },
  },
  coins: {
    uk: { one: 'монета', few: 'монети', many: 'монет', other: 'монети' },
    ru: { one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' },
    en: { one: 'coin', other: 'coins' },
  },
  entries: {
    uk: { one: 'участь', few: 'участі', many: 'участей', other: 'участі' },
    ru: { one: 'участие', few: 'участия', many: 'участий', other: 'участия' },
    en: { one: 'entry', other: 'entries' },
  },
  loot_box: {
    uk: { one: 'лутбокс', few: 'лутбокси', many: 'лутбоксів', other: 'лутбокса' },
    ru: { one: 'лутбокс', few: 'лутбокса', many: 'лутбоксов', other: 'лутбокса' },
    en: { one: 'loot box', other: 'loot boxes' },
  },
  rank_league_booster: {
    uk: { one: 'бустер рангу', few: 'бустери рангу', many: 'бустерів рангу', other: 'бустера рангу' },
    ru: { one: 'бустер ранга', few: 'бустера ранга', many: 'бустеров ранга', other: 'бустера ранга' },
    en: { one: 'rank booster', other: 'rank boosters' },
  },
};

const NO_PRIZE: LocalizedText = { uk: 'Без призу', ru: 'Без приза', en: 'No prize' };
const UNKNOWN_BONUS: LocalizedText = { uk: 'Бонус', ru: 'Бонус', en: 'Bonus' };

function inEvery(pick: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) as LocalizedText;
}

/**
 * A prize's name in every language: money formatted, a bonus by its template's title (`bonusTitle`), tickets and
 * the like counted, a material prize by the operator's own words.
 */
export function prizeTitle(prize: Prize, bonusTitle?: LocalizedText): LocalizedText {
  switch (prize.type) {
    case 'none':
      return NO_PRIZE;
    case 'money':
      return inEvery((lang) => formatMoney(prize.amount, prize.currency, lang));
    case 'bonus_fs':
    case 'bonus_deposit':
      return bonusTitle ?? UNKNOWN_BONUS;
    case 'material':
      return prize.title;
    case 'lottery_ticket':
      return counted(`ticket_${prize.ticketKind}`, prize.count);
    case 'loot_box':
      return counted('loot_box', 1);
    default:
      return counted(prize.type, prize.count);
  }
}

function counted(kind: Countable, count: number): LocalizedText {
  return inEvery((lang) => {
    const forms = COUNTED[kind][lang];
    const noun = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
    return `${numberFormat(lang).format(count)} ${noun}`;
  });
}

/** A prize as the player reads it in `lang`. */
export function prizeView(prize: Prize, title: LocalizedText, lang: Language): PrizeView {
  return {
    type: prize.type,
    amount: prize.type === 'money' ? prize.amount : null,
    currency: prize.type === 'money' ? prize.currency : null,
    title: title[lang],
  };
}
