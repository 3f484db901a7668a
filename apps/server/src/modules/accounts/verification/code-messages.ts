import type { Language } from '@casino/contracts';

/** Texts of the messages that carry a secret to the player, in the language they registered in. */
export const CODE_MESSAGES: Record<
  Language,
  {
    codeSms: (code: string) => string;
    codeEmailSubject: string;
    codeEmail: (code: string) => string;
    passwordSubject: string;
    password: (login: string, password: string) => string;
  }
> = {
  uk: {
    codeSms: (code) => `Ваш код підтвердження: ${code}`,
    codeEmailSubject: 'Код підтвердження',
    codeEmail: (code) => `Ваш код підтвердження: ${code}. Він дійсний 10 хвилин.`,
    passwordSubject: 'Ваш пароль',
    password: (login, password) => `Логін: ${login}. Пароль: ${password}. Радимо змінити його в профілі.`,
  },
  ru: {
    codeSms: (code) => `Ваш код подтверждения: ${code}`,
    codeEmailSubject: 'Код подтверждения',
    codeEmail: (code) => `Ваш код подтверждения: ${code}. Он действует 10 минут.`,
    passwordSubject: 'Ваш пароль',
    password: (login, password) => `Логин: ${login}. Пароль: ${password}. Советуем сменить его в профиле.`,
  },
  en: {
    codeSms: (code) => `Your confirmation code: ${code}`,
    codeEmailSubject: 'Confirmation code',
    codeEmail: (code) => `Your confirmation code: ${code}. It is valid for 10 minutes.`,
    passwordSubject: 'Your password',
    password: (login, password) =>
      `Login: ${login}. Password: ${password}. We suggest changing it in your profile.`,
  },
};
