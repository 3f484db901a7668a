import type { Language } from '@casino/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@casino/contracts';

/** What restore messages say, in the player's language. */
const TEXTS = {
  uk: {
    subject: 'Відновлення пароля',
    link: (url: string) => `Щоб задати новий пароль, перейдіть за посиланням: ${url}`,
    code: (code: string) => `Код відновлення пароля: ${code}`,
  },
  ru: {
    subject: 'Восстановление пароля',
    link: (url: string) => `Чтобы задать новый пароль, перейдите по ссылке: ${url}`,
    code: (code: string) => `Код восстановления пароля: ${code}`,
  },
  en: {
    subject: 'Password restore',
    link: (url: string) => `To choose a new password, follow this link: ${url}`,
    code: (code: string) => `Your password restore code: ${code}`,
  },
} satisfies Record<Language, unknown>;

export function restoreTexts(language: string) {
  return TEXTS[LANGUAGES.find((code) => code === language) ?? DEFAULT_LANGUAGE];
}
