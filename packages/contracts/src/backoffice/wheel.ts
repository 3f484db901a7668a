import { z } from 'zod';
import { type WheelTerms, wheelSlugSchema, wheelTermsSchema } from '../chance-wheel.ts';
import { LANGUAGES } from '../language.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';
import {
  missingCurrencyFaults,
  prizeAmountFaults,
  refineWith,
  type TermsFault,
  textFaults,
} from './terms-faults.ts';

/**
 * What a wheel's terms must hold together beyond their shape, as field errors: one rule set for the console's form
 * and the server (which adds that what each prize names exists). A wheel gives spins somehow; a segment's text is
 * written in every language or left out (the prize's name is drawn instead).
 */
export function wheelTermsFaults(terms: WheelTerms): TermsFault[] {
  const faults = textFaults(['title'], terms.title);
  if (!terms.dailyFreeSpin && terms.depositsForSpin === 0) {
    faults.push([['depositsForSpin'], 'give a free spin a day, or spins for deposits']);
  }
  if (terms.depositsForSpin > 0) {
    faults.push(
      ...missingCurrencyFaults(['minDeposit'], terms.minDeposit, 'required when deposits earn spins'),
    );
  }
  for (const [index, segment] of terms.segments.entries()) {
    const { label } = segment;
    if (label && LANGUAGES.some((lang) => label[lang].trim() !== '')) {
      faults.push(...textFaults(['segments', index, 'label'], label));
    }
    faults.push(...prizeAmountFaults(['segments', index, 'prize'], segment.prize));
  }
  return faults;
}

/** The terms' shape and the rules above: what the console's form checks before it sends. */
export const wheelTermsFormSchema = wheelTermsSchema.superRefine(refineWith(wheelTermsFaults));

/** A wheel as the console edits it: its terms in the shape the change call takes, and when last changed. */
export const wheelAdminSchema = z.object({
  slug: z.string(),
  terms: wheelTermsSchema,
  /** Where it stands among the wheels: the first enabled one is the site's default wheel. */
  position: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type WheelAdmin = z.infer<typeof wheelAdminSchema>;

export const wheelListResponseSchema = z.object({
  success: z.literal(true),
  wheels: z.array(wheelAdminSchema),
});
export const wheelAdminResponseSchema = z.object({ success: z.literal(true), wheel: wheelAdminSchema });
export const wheelAdminParamsSchema = z.object({ slug: wheelSlugSchema });
export const wheelChangeSchema = z.object({ terms: wheelTermsSchema, reason: operatorReasonSchema });

const WHEEL_PATH = `${BACKOFFICE_API_PREFIX}/wheels`;

/**
 * The wheels of fortune (decision 036), configured by marketing as the other promotions are. A change applies to
 * the next spin; a spin already drawn keeps the odds table recorded with its draw.
 */
export const OPERATOR_WHEEL_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${WHEEL_PATH}/`,
    access: 'promotions.read',
    summary: 'The wheels of fortune with their terms and weighted segments',
    input: {},
    reply: wheelListResponseSchema,
  }),
  read: operatorEndpoint({
    method: 'GET',
    path: `${WHEEL_PATH}/:slug/`,
    access: 'promotions.read',
    summary: 'One wheel of fortune with its terms and weighted segments',
    input: { params: wheelAdminParamsSchema },
    reply: wheelAdminResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${WHEEL_PATH}/:slug/`,
    access: 'promotions.manage',
    summary: "Changes a wheel's terms: spins, the smallest deposit that counts, segments, prizes and weights",
    input: { params: wheelAdminParamsSchema, body: wheelChangeSchema },
    reply: wheelAdminResponseSchema,
  }),
};
