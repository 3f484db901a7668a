import {
  BONUS_CATEGORIES,
  BRAND_IDS,
  CURRENCIES,
  DEPOSIT_RULES,
  GAME_KINDS,
  type Language,
  SPORT_BET_TYPES,
  WAGERING_BASES,
} from '@casino/contracts';
import { CONFIGURABLE_BONUS_KINDS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { catalogueQuery } from '../../api/games-queries';
import { CheckboxField, ChoiceSet, SelectField, TextField } from '../../components/fields';
import { TextsCard } from '../../components/texts-card';
import { Card } from '../../components/ui';
import { humanize } from '../../lib/format';
import { AmountsGrid, amountTermsOf } from './amounts-grid';
import { type FormErrors, givesFreebet, type TemplateDraft } from './template-form';

const options = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: humanize(value) }));

export interface SectionProps {
  draft: TemplateDraft;
  errors: FormErrors;
  update: (change: Partial<TemplateDraft>) => void;
}

/** What the template is: its slug and kind (fixed once saved), category and how the site draws its card. */
export function IdentitySection({ draft, errors, update, isNew }: SectionProps & { isNew: boolean }) {
  return (
    <Card title="Bonus">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Slug"
          value={draft.slug}
          onChange={(slug) => update({ slug })}
          error={errors.slug}
          hint={isNew ? 'Lower-case, never changes' : 'Fixed once saved'}
          disabled={!isNew}
          maxLength={63}
        />
        <SelectField
          label="Kind"
          value={draft.kind}
          options={options(isNew ? CONFIGURABLE_BONUS_KINDS : [draft.kind])}
          // A free bet is a sport bonus: picking it picks the category too.
          onChange={(kind) => update(kind === 'freebet' ? { kind, category: 'sport' } : { kind })}
          error={errors['terms.kind']}
          disabled={!isNew}
        />
        <SelectField
          label="Category"
          value={draft.category}
          options={options(BONUS_CATEGORIES)}
          onChange={(category) => update({ category })}
          error={errors['terms.category']}
          hint={draft.kind === 'deposit' ? 'Sport: the bonus is a free bet' : undefined}
        />
        <TextField
          label="Card type"
          value={draft.cardType}
          onChange={(cardType) => update({ cardType })}
          error={errors['terms.cardType']}
          hint="How the site draws the card"
          maxLength={40}
        />
      </div>
    </Card>
  );
}

/** The title and description in every language, one language at a time. */
export function TextsSection({
  draft,
  errors,
  update,
  language,
  onLanguage,
}: SectionProps & { language: Language; onLanguage: (language: Language) => void }) {
  return (
    <TextsCard
      title={draft.title}
      description={draft.description}
      errors={errors}
      onChange={update}
      language={language}
      onLanguage={onLanguage}
      descriptionLength={1000}
      descriptionRows={3}
    />
  );
}

/** Where and when it is offered: on the page, behind a code, its dates and order. */
export function OfferSection({ draft, errors, update }: SectionProps) {
  return (
    <Card title="Offer">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-2 lg:col-span-4">
          <CheckboxField
            label="Active"
            checked={draft.active}
            onChange={(active) => update({ active })}
            hint="Inactive templates are offered nowhere and their code gives nothing"
          />
          <CheckboxField
            label="Listed on the bonuses page"
            checked={draft.listed}
            onChange={(listed) => update({ listed })}
            hint="Unlisted: only through its promo code, an offer or a landing"
          />
        </div>
        <TextField
          label="Promo code"
          value={draft.promoCode}
          onChange={(promoCode) => update({ promoCode })}
          error={errors['terms.promoCode']}
          hint="Optional; matched in any case"
          maxLength={32}
        />
        <TextField
          label="Priority"
          value={draft.priority}
          onChange={(priority) => update({ priority })}
          error={errors['terms.priority']}
          hint="Higher shows first"
          inputMode="numeric"
        />
        <TextField
          label="Starts"
          type="datetime-local"
          value={draft.startsAt}
          onChange={(startsAt) => update({ startsAt })}
          error={errors['terms.startsAt']}
          hint="Empty: at once"
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={draft.endsAt}
          onChange={(endsAt) => update({ endsAt })}
          error={errors['terms.endsAt']}
          hint="Empty: open-ended"
        />
        <TextField
          label="Welcome chain step"
          value={draft.welcomeStep}
          onChange={(welcomeStep) => update({ welcomeStep })}
          error={errors['terms.welcomeStep']}
          hint="Empty: not a step"
          inputMode="numeric"
        />
        <TextField
          label="External id"
          value={draft.externalId}
          onChange={(externalId) => update({ externalId })}
          error={errors['terms.externalId']}
          hint="Optional, for a CRM"
          maxLength={100}
        />
      </div>
    </Card>
  );
}

/** The terms only some kinds have: a deposit bonus's share, a daily bonus's time zone, free spins. */
export function KindSection({ draft, errors, update }: SectionProps) {
  if (draft.kind === 'deposit') {
    return (
      <Card title="Deposit">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label="Percent of the deposit"
            value={draft.percent}
            onChange={(percent) => update({ percent })}
            error={errors['terms.percent']}
            inputMode="numeric"
          />
          <SelectField
            label="For deposits"
            value={draft.depositRule}
            options={[{ value: '', label: 'Choose…' }, ...options(DEPOSIT_RULES)]}
            onChange={(depositRule) => update({ depositRule })}
            error={errors['terms.depositRule']}
          />
          <TextField
            label="Claim after deposit (minutes)"
            value={draft.claimAfterDepositMinutes}
            onChange={(claimAfterDepositMinutes) => update({ claimAfterDepositMinutes })}
            error={errors['terms.claimAfterDepositMinutes']}
            hint="Empty: only when chosen with it"
            inputMode="numeric"
          />
        </div>
      </Card>
    );
  }
  if (draft.kind === 'free_spins') return <FreeSpinsSection draft={draft} errors={errors} update={update} />;
  if (draft.kind !== 'birthday' && draft.kind !== 'daily') return null;
  return (
    <Card title={draft.kind === 'birthday' ? 'Birthday' : 'Daily'}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Time zone"
          value={draft.timeZone}
          onChange={(timeZone) => update({ timeZone })}
          error={errors['terms.timeZone']}
          hint="IANA name, like Europe/Kyiv"
          maxLength={64}
        />
        {draft.kind === 'birthday' ? (
          <TextField
            label="Days around the birthday"
            value={draft.birthdayWindowDays}
            onChange={(birthdayWindowDays) => update({ birthdayWindowDays })}
            error={errors['terms.birthdayWindowDays']}
            hint="0: on the day only"
            inputMode="numeric"
          />
        ) : null}
      </div>
    </Card>
  );
}

/** A free-spin bonus's spins: how many, on which of one provider's games, and the days to play them. */
function FreeSpinsSection({ draft, errors, update }: SectionProps) {
  const spins = draft.spins;
  const catalogue = useQuery(catalogueQuery({ q: '', provider: spins.provider, enabled: '' }));
  const providers = catalogue.data?.providers ?? [];
  const games = spins.provider ? (catalogue.data?.games ?? []) : [];
  const change = (next: Partial<TemplateDraft['spins']>) => update({ spins: { ...spins, ...next } });
  return (
    <Card title="Free spins">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Spins"
          value={spins.rounds}
          onChange={(rounds) => change({ rounds })}
          error={errors['terms.freeSpins.rounds']}
          inputMode="numeric"
        />
        <SelectField
          label="Provider"
          value={spins.provider}
          options={[
            { value: '', label: 'Choose…' },
            ...providers.map((provider) => ({ value: provider.slug, label: provider.title })),
          ]}
          onChange={(provider) => change({ provider, gameSlugs: [] })}
          error={errors['terms.freeSpins.provider'] ?? errors['terms.freeSpins']}
        />
        <TextField
          label="Days to play them"
          value={spins.validityDays}
          onChange={(validityDays) => change({ validityDays })}
          error={errors['terms.freeSpins.validityDays']}
          inputMode="numeric"
        />
      </div>
      {games.length > 0 ? (
        <div className="mt-3">
          <ChoiceSet
            legend="Games"
            options={games.map((game) => ({ value: game.slug, label: game.title }))}
            chosen={spins.gameSlugs}
            onChange={(gameSlugs) => change({ gameSlugs })}
            error={errors['terms.freeSpins.gameSlugs']}
          />
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The free bet a sport bonus gives (a `freebet` bonus or a sport deposit bonus; nothing for others): the lowest odds
 * it may be placed at, typed as decimal odds, and the kinds of bet. Its stake is the bonus's amount.
 */
export function FreebetSection({ draft, errors, update }: SectionProps) {
  if (!givesFreebet(draft)) return null;
  const change = (next: Partial<TemplateDraft['freebet']>) =>
    update({ freebet: { ...draft.freebet, ...next } });
  return (
    <Card title="Free bet">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Minimum odds"
          value={draft.freebet.minOdds}
          onChange={(minOdds) => change({ minOdds })}
          error={errors['terms.freebet.minOdds'] ?? errors['terms.freebet']}
          hint="Decimal odds, like 1.50; an express's combined odds"
          inputMode="decimal"
        />
      </div>
      <div className="mt-3">
        <ChoiceSet
          legend="Bet types"
          options={options(SPORT_BET_TYPES)}
          chosen={draft.freebet.betTypes}
          onChange={(betTypes) => change({ betTypes })}
          error={errors['terms.freebet.betTypes']}
        />
      </div>
    </Card>
  );
}

/** The wagering asked: how many times, of what, in how many days, and what each kind of game counts. */
export function WageringSection({ draft, errors, update }: SectionProps) {
  if (givesFreebet(draft)) return <FreebetValiditySection draft={draft} errors={errors} update={update} />;
  return (
    <Card title="Wagering">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Multiplier"
          value={draft.wageringMultiplier}
          onChange={(wageringMultiplier) => update({ wageringMultiplier })}
          error={errors['terms.wageringMultiplier']}
          hint="0: no wagering"
          inputMode="numeric"
        />
        <SelectField
          label="Of"
          value={draft.wageringBase}
          options={WAGERING_BASES.map((value) => ({
            value,
            label: value === 'bonus' ? 'The bonus' : 'The bonus and deposit',
          }))}
          onChange={(wageringBase) => update({ wageringBase })}
        />
        <TextField
          label="Days to wager"
          value={draft.validityDays}
          onChange={(validityDays) => update({ validityDays })}
          error={errors['terms.validityDays']}
          inputMode="numeric"
        />
      </div>
      <p className="bo-label mt-4">Counts towards wagering (percent of the stake)</p>
      <div className="grid grid-cols-3 gap-3 lg:grid-cols-6">
        {GAME_KINDS.map((kind) => (
          <TextField
            key={kind}
            label={humanize(kind)}
            value={draft.contributions[kind]}
            onChange={(value) => update({ contributions: { ...draft.contributions, [kind]: value } })}
            error={errors[`terms.contributions.${kind}`]}
            inputMode="numeric"
          />
        ))}
      </div>
    </Card>
  );
}

/** A free bet asks no wagering (its winnings are cash at once): only the days it may be placed in. */
function FreebetValiditySection({ draft, errors, update }: SectionProps) {
  return (
    <Card title="Validity">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Days to place it"
          value={draft.validityDays}
          onChange={(validityDays) => update({ validityDays })}
          error={errors['terms.validityDays']}
          hint="A free bet's winnings need no wagering"
          inputMode="numeric"
        />
      </div>
    </Card>
  );
}

/** The amounts the kind uses, in every currency. */
export function AmountsSection({ draft, errors, update }: SectionProps) {
  return (
    <Card title="Amounts">
      <AmountsGrid
        terms={amountTermsOf(draft)}
        values={draft.amounts}
        errors={errors}
        onChange={(term, currency, value) =>
          update({ amounts: { ...draft.amounts, [term]: { ...draft.amounts[term], [currency]: value } } })
        }
      />
    </Card>
  );
}

/** Who may take it. */
export function EligibilitySection({ draft, errors, update }: SectionProps) {
  return (
    <Card title="Who may take it">
      <div className="space-y-3">
        <ChoiceSet
          legend="Brands"
          options={BRAND_IDS.map((brand) => ({ value: brand, label: brand }))}
          chosen={draft.brands}
          onChange={(brands) => update({ brands })}
          hint="None ticked: every brand"
        />
        <ChoiceSet
          legend="Currencies"
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          chosen={draft.currencies}
          onChange={(currencies) => update({ currencies })}
          hint="None ticked: every currency"
        />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label="Deposit within (days)"
            value={draft.daysSinceLastDeposit}
            onChange={(daysSinceLastDeposit) => update({ daysSinceLastDeposit })}
            error={errors['terms.eligibility.daysSinceLastDeposit']}
            hint="Empty: no deposit needed"
            inputMode="numeric"
          />
        </div>
        <CheckboxField
          label="A friend's gift"
          checked={draft.referral}
          onChange={(referral) => update({ referral })}
          hint="Offered only to players who registered with a referral code"
        />
      </div>
    </Card>
  );
}
