import type { ContactType, Language } from '@casino/contracts';
import type { OutgoingMessage } from '../../messaging/index.ts';

const TEXTS: Record<Language, { subject: string; body: string }> = {
  uk: {
    subject: 'Спроба реєстрації',
    body: 'Хтось намагався зареєструватися з вашим контактом. Якщо це були ви, увійдіть або відновіть пароль. Якщо ні, нічого робити не треба.',
  },
  ru: {
    subject: 'Попытка регистрации',
    body: 'Кто-то пытался зарегистрироваться с вашим контактом. Если это были вы, войдите или восстановите пароль. Если нет, ничего делать не нужно.',
  },
  en: {
    subject: 'A registration attempt',
    body: 'Someone tried to register with your contact. If it was you, log in or reset your password. If not, there is nothing to do.',
  },
};

/**
 * What the holder of a contact is told when a registration names it again: the registration's answer does not
 * say the contact is taken (decision 018), so its owner learns of the attempt here.
 */
export function registrationAttemptNotice(
  type: ContactType,
  contact: string,
  language: Language,
): OutgoingMessage {
  const texts = TEXTS[language];
  return type === 'email'
    ? { channel: 'email', recipient: contact, subject: texts.subject, body: texts.body }
    : { channel: 'sms', recipient: contact, body: texts.body };
}
