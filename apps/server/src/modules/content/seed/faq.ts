import type { NewFaq } from '../content.repository.ts';
import type { FaqText, Localized } from '../content.schema.ts';
import { accountFaq } from './faq/account.ts';
import { gamesFaq } from './faq/games.ts';
import type { FaqGroupId } from './faq/groups.ts';
import { paymentsFaq } from './faq/payments.ts';
import { responsiblePlayFaq } from './faq/responsible-play.ts';
import { securityFaq } from './faq/security.ts';

const QUESTIONS: Record<FaqGroupId, Localized<FaqText>[]> = {
  account: accountFaq,
  payments: paymentsFaq,
  games: gamesFaq,
  'responsible-play': responsiblePlayFaq,
  security: securityFaq,
};

/** Every FAQ question, ordered within its group as listed. */
export const demoFaq: NewFaq[] = Object.entries(QUESTIONS).flatMap(([groupKey, questions]) =>
  questions.map((texts, index) => ({ groupKey, sort: index + 1, texts })),
);
