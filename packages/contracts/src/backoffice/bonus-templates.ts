import { z } from 'zod';
import { BONUS_CATEGORIES, BONUS_KINDS, DEPOSIT_RULES, WAGERING_BASES } from '../bonus-codes.ts';
import { BRAND_IDS } from '../brand-ids.ts';
import { freebetTermsSchema } from '../freebets.ts';
import { GAME_KINDS } from '../game-codes.ts';
import { CURRENCIES } from '../money.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** The largest amount a template may name, in minor units: ten million in the currency's major unit. */
const MAX_TEMPLATE_AMOUNT = 1_000_000_000;

const amountSchema = z.number().int().min(0).max(MAX_TEMPLATE_AMOUNT);
/** Amounts by currency, in minor units; a currency left out is one the term does not apply in. */
const amountsSchema = z.partialRecord(z.enum(CURRENCIES), amountSchema);

const textSchema = (max: number) => z.string().trim().min(1, 'write it in every language').max(max);
const localizedSchema = (max: number) =>
  z.object({ uk: textSchema(max), ru: textSchema(max), en: textSchema(max) });

/** A promo code as players type it: stored upper-case, matched whatever case it is typed in. */
export const promoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, '3 to 32 letters, digits, dashes or underscores')
  .transform((code) => code.toUpperCase());

/** A free-spin bonus's spins: how many, on which games of one provider, the stake of each and the days to play. */
export const freeSpinTermsSchema = z.object({
  rounds: z.number().int().min(1).max(1000),
  provider: z.string().trim().min(1).max(100),
  gameSlugs: z.array(z.string().trim().min(1).max(100)).min(1, 'at least one game').max(50),
  stake: amountsSchema,
  validityDays: z.number().int().min(1).max(365),
});

/** Who may take the bonus: brands and currencies (empty: all) and the balance and deposit history it needs. */
export const bonusEligibilitySchema = z.object({
  brands: z.array(z.enum(BRAND_IDS)).max(BRAND_IDS.length),
  currencies: z.array(z.enum(CURRENCIES)).max(CURRENCIES.length),
  maxBalanceForActivation: amountsSchema,
  daysSinceLastDeposit: z.number().int().min(1).max(365).nullable(),
  /** A friend's gift, offered only to players who registered with a referral code. */
  referral: z.boolean().optional(),
});

/** The kinds an operator configures here; cashback and insurance take their terms from programmes of their own. */
export const CONFIGURABLE_BONUS_KINDS = BONUS_KINDS.filter(
  (kind) => kind !== 'cashback' && kind !== 'insurance',
);

/** What a template's terms must hold for its kind, as field errors. */
function kindFaults(template: BonusTemplateTerms): [string, string][] {
  const faults: [string, string][] = [];
  const nonEmpty = (amounts: Record<string, number | undefined>) => Object.keys(amounts).length > 0;
  if (template.kind === 'deposit') {
    if (template.percent === null)
      faults.push(['percent', 'a deposit bonus gives a percentage of the deposit']);
    if (!nonEmpty(template.maxAmount)) faults.push(['maxAmount', 'cap the bonus in at least one currency']);
    if (template.depositRule === null) faults.push(['depositRule', 'say which deposits it is for']);
  } else if (template.kind === 'free_spins') {
    if (!template.freeSpins) faults.push(['freeSpins', 'a free-spin bonus names its spins']);
  } else if (!nonEmpty(template.fixedAmount)) {
    faults.push(['fixedAmount', 'give the amount in at least one currency']);
  }
  if (template.kind !== 'free_spins' && template.freeSpins) {
    faults.push(['freeSpins', 'only a free-spin bonus has spins']);
  }
  const daily = template.kind === 'birthday' || template.kind === 'daily';
  if (daily && !template.timeZone)
    faults.push(['timeZone', 'a birthday or daily bonus counts its days in one']);
  if (template.kind !== 'birthday' && template.birthdayWindowDays !== null) {
    faults.push(['birthdayWindowDays', 'only a birthday bonus has a window']);
  }
  if (template.kind !== 'deposit' && template.claimAfterDepositMinutes !== null) {
    faults.push(['claimAfterDepositMinutes', 'only a deposit bonus can be claimed after the deposit']);
  }
  if (template.startsAt && template.endsAt && template.endsAt <= template.startsAt) {
    faults.push(['endsAt', 'must be after the start']);
  }
  return [...faults, ...freebetFaults(template)];
}

/**
 * What a template giving a free bet must hold (decision 033): a `freebet` bonus, or a sport deposit bonus (the
 * engine has no other sport bonus money), names the bet's terms; and as a free bet's winnings are cash at once,
 * such a template is a sport one that asks no wagering.
 */
function freebetFaults(template: BonusTemplateTerms): [string, string][] {
  const faults: [string, string][] = [];
  const sportDeposit = template.kind === 'deposit' && template.category === 'sport';
  if ((template.kind === 'freebet' || sportDeposit) && !template.freebet) {
    faults.push(['freebet', 'a free bet names its minimum odds and kinds of bet']);
  }
  if (template.freebet && template.kind !== 'freebet' && template.kind !== 'deposit') {
    faults.push(['freebet', 'only a free bet or a sport deposit bonus gives a free bet']);
  }
  if (template.kind !== 'freebet' && !template.freebet) return faults;
  if (template.category !== 'sport') faults.push(['category', 'a free bet is a sport bonus']);
  if (template.wageringMultiplier > 0) {
    faults.push(['wageringMultiplier', 'a free bet’s winnings are cash at once: set 0']);
  }
  if (Object.keys(template.contributions).length > 0) {
    faults.push(['contributions', 'a free bet asks no wagering: leave every game out']);
  }
  return faults;
}

/** A bonus template's terms as an operator writes them (amounts in minor units, texts in every language). */
const bonusTemplateTermsObject = z.object({
  kind: z.enum(CONFIGURABLE_BONUS_KINDS),
  category: z.enum(BONUS_CATEGORIES),
  title: localizedSchema(120),
  description: localizedSchema(1000),
  /** How the site draws the bonus card (the spec's `params.cardType`, e.g. `welcome`, `no-deposit`). */
  cardType: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and dashes'),
  externalId: z.string().trim().min(1).max(100).nullable(),
  promoCode: promoCodeSchema.nullable(),
  /** Offered on the bonuses page to everyone eligible; a code-only bonus is not. */
  listed: z.boolean(),
  percent: z.number().int().min(1).max(1000).nullable(),
  maxAmount: amountsSchema,
  fixedAmount: amountsSchema,
  minDeposit: amountsSchema,
  maxDeposit: amountsSchema,
  depositRule: z.enum(DEPOSIT_RULES).nullable(),
  /** The server refuses more than its configured maximum (`BONUS_MAX_WAGERING_MULTIPLIER`). */
  wageringMultiplier: z.number().int().min(0).max(200),
  wageringBase: z.enum(WAGERING_BASES),
  /** Percent of a stake that counts towards wagering, by kind of game; a kind left out counts nothing. */
  contributions: z.partialRecord(z.enum(GAME_KINDS), z.number().int().min(0).max(100)),
  maxBet: amountsSchema,
  maxConversion: amountsSchema,
  validityDays: z.number().int().min(1).max(365),
  freeSpins: freeSpinTermsSchema.nullable(),
  /** The free bet's terms: for a `freebet` bonus and a sport deposit bonus only. */
  freebet: freebetTermsSchema.nullable(),
  eligibility: bonusEligibilitySchema,
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  active: z.boolean(),
  /** Higher first on the bonuses page and in the cash desk's choice. */
  priority: z.number().int().min(-1000).max(1000),
  /** The IANA time zone a birthday or daily bonus counts its days in. */
  timeZone: z.string().trim().min(1).max(64).nullable(),
  birthdayWindowDays: z.number().int().min(0).max(31).nullable(),
  claimAfterDepositMinutes: z.number().int().min(1).max(1440).nullable(),
  /** The template's step in the welcome chain (1 first); null: not a step of it. */
  welcomeStep: z.number().int().min(1).max(20).nullable(),
});
export type BonusTemplateTerms = z.infer<typeof bonusTemplateTermsObject>;

function withKindRules<T extends z.ZodType<BonusTemplateTerms>>(schema: T) {
  return schema.superRefine((template, context) => {
    for (const [path, message] of kindFaults(template))
      context.addIssue({ code: 'custom', path: [path], message });
  });
}

export const bonusTemplateTermsSchema = withKindRules(bonusTemplateTermsObject);

/** A template's stable name, for seeds, links and operators (`welcome-100`); it never changes once written. */
export const bonusTemplateSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, '2 to 63 lower-case letters, digits and dashes');

export const bonusTemplateCreateSchema = z.object({
  slug: bonusTemplateSlugSchema,
  terms: bonusTemplateTermsSchema,
  reason: operatorReasonSchema,
});

export const bonusTemplateUpdateSchema = z.object({
  terms: bonusTemplateTermsSchema,
  reason: operatorReasonSchema,
});

export const bonusTemplateParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** How many bonuses players took of a template, and how many of them are still open. */
const takenSchema = z.object({ all: z.number().int(), live: z.number().int() });

export const bonusTemplateSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(BONUS_KINDS),
  category: z.enum(BONUS_CATEGORIES),
  title: z.string(),
  promoCode: z.string().nullable(),
  listed: z.boolean(),
  active: z.boolean(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  priority: z.number().int(),
  /** A free bet's terms (decision 033); null for every other template. */
  freebet: freebetTermsSchema.nullable(),
  /** Configured here (false: a cashback or insurance template, whose terms are its programme's). */
  editable: z.boolean(),
  taken: takenSchema,
});
export type BonusTemplateSummary = z.infer<typeof bonusTemplateSummarySchema>;

export const bonusTemplateListResponseSchema = z.object({
  success: z.literal(true),
  templates: z.array(bonusTemplateSummarySchema),
});

export const bonusTemplateResponseSchema = z.object({
  success: z.literal(true),
  template: z.object({
    id: z.number().int(),
    slug: z.string(),
    createdAt: z.iso.datetime(),
    taken: takenSchema,
    editable: z.boolean(),
    /** The terms in the shape the create and update calls take (a kind's terms always pass its own rules). */
    terms: bonusTemplateTermsObject.extend({ kind: z.enum(BONUS_KINDS), promoCode: z.string().nullable() }),
  }),
});
export type BonusTemplateDetail = z.infer<typeof bonusTemplateResponseSchema>['template'];

export const promoCodeViewSchema = z.object({
  code: z.string(),
  template: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** Whether a player typing it now gets the bonus: the template is active and inside its dates. */
  redeemable: z.boolean(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** Bonuses taken with the code, and when the last one was. */
  uses: z.number().int(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PromoCodeView = z.infer<typeof promoCodeViewSchema>;

export const promoCodeListResponseSchema = z.object({
  success: z.literal(true),
  codes: z.array(promoCodeViewSchema),
});

const TEMPLATES_PATH = `${BACKOFFICE_API_PREFIX}/promotions/bonus-templates`;

/**
 * Bonus templates and their promo codes (issue 20, promotions): what the site's bonus engine offers, written by
 * marketing. An edit applies to bonuses taken after it; a taken bonus keeps its own copy of the terms.
 */
export const OPERATOR_BONUS_TEMPLATE_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${TEMPLATES_PATH}/`,
    access: 'promotions.read',
    summary: 'Every bonus template, highest priority first, with how many bonuses were taken of it',
    input: {},
    reply: bonusTemplateListResponseSchema,
  }),
  get: operatorEndpoint({
    method: 'GET',
    path: `${TEMPLATES_PATH}/:id/`,
    access: 'promotions.read',
    summary: "A bonus template's terms",
    input: { params: bonusTemplateParamsSchema },
    reply: bonusTemplateResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${TEMPLATES_PATH}/`,
    access: 'promotions.manage',
    summary: 'Adds a bonus template; it is offered on the site at once when active, listed and in its dates',
    input: { body: bonusTemplateCreateSchema },
    reply: bonusTemplateResponseSchema,
  }),
  update: operatorEndpoint({
    method: 'POST',
    path: `${TEMPLATES_PATH}/:id/`,
    access: 'promotions.manage',
    summary: "Changes a template's terms for the bonuses taken from now on (its slug and kind stay)",
    input: { params: bonusTemplateParamsSchema, body: bonusTemplateUpdateSchema },
    reply: bonusTemplateResponseSchema,
  }),
  promoCodes: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/promotions/promo-codes/`,
    access: 'promotions.read',
    summary: 'Every promo code, the template it gives, whether it works now and how often it was used',
    input: {},
    reply: promoCodeListResponseSchema,
  }),
};
