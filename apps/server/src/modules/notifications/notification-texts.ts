import { LANGUAGES, type Language, type LocalizedText } from '@casino/contracts';

/** The system notifications the platform sends, by their `systemAlias`. */
export type SystemNotice =
  | 'deposit-complete'
  | 'deposit-failed'
  | 'withdrawal-requested'
  | 'withdrawal-paid'
  | 'withdrawal-rejected'
  | 'verification-approved'
  | 'document-rejected';

/** A notice's title, and its text around one detail: a money amount, or a reviewer's reason. */
type NoticeTexts = { title: string; text: (detail: string) => string };

/** Texts of system notifications in every language; an amount comes formatted for the language. */
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
  'verification-approved': {
    uk: { title: 'Особу підтверджено', text: () => 'Ваші документи перевірено. Тепер вам доступні виплати.' },
    ru: {
      title: 'Личность подтверждена',
      text: () => 'Ваши документы проверены. Теперь вам доступны выплаты.',
    },
    en: {
      title: 'Identity verified',
      text: () => 'Your documents have been checked. Withdrawals are now open to you.',
    },
  },
  'document-rejected': {
    uk: {
      title: 'Документ відхилено',
      text: (reason) => `Завантажте, будь ласка, інший документ. Причина: ${reason}`,
    },
    ru: {
      title: 'Документ отклонён',
      text: (reason) => `Загрузите, пожалуйста, другой документ. Причина: ${reason}`,
    },
    en: { title: 'Document declined', text: (reason) => `Please upload another document. Reason: ${reason}` },
  },
};

/** A system notice's title and text in every language, with its detail (an amount formatted) per language. */
export function noticeTexts(
  notice: SystemNotice,
  detailIn: (lang: Language) => string,
): { title: LocalizedText; text: LocalizedText } {
  const texts = TEXTS[notice];
  const each = (pick: (lang: Language) => string) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) as LocalizedText;
  return {
    title: each((lang) => texts[lang].title),
    text: each((lang) => texts[lang].text(detailIn(lang))),
  };
}
