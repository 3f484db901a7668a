import { LANGUAGES, type Language, type LocalizedText } from '@casino/contracts';

/** The system notifications the platform sends, by their `systemAlias`. */
export type SystemNotice =
  | 'deposit-complete'
  | 'deposit-failed'
  | 'withdrawal-requested'
  | 'withdrawal-paid'
  | 'withdrawal-rejected';

type NoticeTexts = { title: string; text: (amount: string) => string };

/** Texts of system notifications in every language; `amount` comes formatted for the language. */
const TEXTS: Record<SystemNotice, Record<Language, NoticeTexts>> = {
  'deposit-complete': {
    uk: { title: 'Депозит зараховано', text: (amount) => `На ваш рахунок зараховано ${amount}. Вдалої гри!` },
    ru: { title: 'Депозит зачислен', text: (amount) => `На ваш счёт зачислено ${amount}. Удачной игры!` },
    en: {
      title: 'Deposit received',
      text: (amount) => `${amount} has been added to your balance. Good luck!`,
    },
  },
  'deposit-failed': {
    uk: {
      title: 'Депозит не пройшов',
      text: (amount) => `Платіж на ${amount} не вдався, гроші не списано. Спробуйте ще раз або інший спосіб.`,
    },
    ru: {
      title: 'Депозит не прошёл',
      text: (amount) =>
        `Платёж на ${amount} не удался, деньги не списаны. Попробуйте ещё раз или другой способ.`,
    },
    en: {
      title: 'Deposit failed',
      text: (amount) =>
        `The ${amount} payment did not go through and nothing was charged. Try again or use another method.`,
    },
  },
  'withdrawal-requested': {
    uk: { title: 'Заявку на виплату прийнято', text: (amount) => `Ми перевіряємо заявку на ${amount}.` },
    ru: { title: 'Заявка на выплату принята', text: (amount) => `Мы проверяем заявку на ${amount}.` },
    en: { title: 'Withdrawal requested', text: (amount) => `We are reviewing your ${amount} withdrawal.` },
  },
  'withdrawal-paid': {
    uk: { title: 'Виплату відправлено', text: (amount) => `${amount} відправлено на ваші реквізити.` },
    ru: { title: 'Выплата отправлена', text: (amount) => `${amount} отправлено на ваши реквизиты.` },
    en: { title: 'Withdrawal sent', text: (amount) => `${amount} is on its way to you.` },
  },
  'withdrawal-rejected': {
    uk: {
      title: 'Виплату відхилено',
      text: (amount) => `Заявку на ${amount} відхилено, гроші повернуто на баланс.`,
    },
    ru: {
      title: 'Выплата отклонена',
      text: (amount) => `Заявка на ${amount} отклонена, деньги возвращены на баланс.`,
    },
    en: {
      title: 'Withdrawal declined',
      text: (amount) => `Your ${amount} withdrawal was declined and the money is back on your balance.`,
    },
  },
};

/** A system notice's title and text in every language, with the amount formatted per language. */
export function noticeTexts(
  notice: SystemNotice,
  amountIn: (lang: Language) => string,
): { title: LocalizedText; text: LocalizedText } {
  const texts = TEXTS[notice];
  const each = (pick: (lang: Language) => string) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) as LocalizedText;
  return {
    title: each((lang) => texts[lang].title),
    text: each((lang) => texts[lang].text(amountIn(lang))),
  };
}
