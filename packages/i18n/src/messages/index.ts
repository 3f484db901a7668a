import type { Language } from '@casino/contracts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

/** The message catalogue shape, taken from Ukrainian (the default language); the others must match it key for key. */
export type Messages = typeof uk;

export const MESSAGES: Record<Language, Messages> = { uk, ru, en };

/** Each language's own name, as shown in the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Українська', ru: 'Русский', en: 'English' };
