import {
  BRAND_IDS,
  BRANDS,
  COMPETITION_KINDS,
  COMPETITION_MODES,
  COMPETITION_PRODUCTS,
  CURRENCIES,
  type Currency,
  type Language,
} from '@casino/contracts';
import { CheckboxField, ChoiceSet, SelectField, TextField } from '../components/fields';
import { TextsCard } from '../components/texts-card';
import { Card } from '../components/ui';
import { type CompetitionForm, type FormErrors, hasOutplay } from './competitions-form';
import { KIND_LABELS, MODE_HINTS, MODE_LABELS, PRODUCT_LABELS } from './competitions-labels';

export interface SectionProps {
  form: CompetitionForm;
  errors: FormErrors;
  update: (change: Partial<CompetitionForm>) => void;
}

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** What the competition is: its slug (fixed once saved), kind, how it scores and the currency of its points. */
export function IdentitySection({ form, errors, update, isNew }: SectionProps & { isNew: boolean }) {
  return (
    <Card title="Competition">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Slug"
          value={form.slug}
          onChange={(slug) => update({ slug })}
          error={errors.slug}
          hint={isNew ? 'Its page’s address; never changes' : 'Fixed once saved'}
          disabled={!isNew}
          maxLength={80}
        />
        <SelectField
          label="Kind"
          value={form.kind}
          options={COMPETITION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          onChange={(kind) => update({ kind })}
          error={errors['terms.kind']}
        />
        <SelectField
          label="Counts"
          value={form.product}
          options={COMPETITION_PRODUCTS.map((product) => ({
            value: product,
            label: PRODUCT_LABELS[product],
          }))}
          onChange={(product) => update({ product })}
          error={errors['terms.product']}
          hint="Sports: the sportsbook's leaderboard; free bets never count"
        />
        <SelectField
          label="Scores"
          value={form.mode}
          options={COMPETITION_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
          onChange={(mode) => update({ mode })}
          error={errors['terms.mode']}
          hint={MODE_HINTS[form.mode]}
        />
        <SelectField
          label="Currency"
          value={form.currency}
          options={CURRENCY_OPTIONS}
          onChange={(currency) => update({ currency })}
          error={errors['terms.currency']}
          hint="Points, bet limits and rates count in it"
        />
      </div>
    </Card>
  );
}

/** The title and description in every language, one language at a time. */
export function TextsSection({
  form,
  errors,
  update,
  language,
  onLanguage,
}: SectionProps & { language: Language; onLanguage: (language: Language) => void }) {
  return (
    <TextsCard
      title={form.title}
      description={form.description}
      errors={errors}
      onChange={update}
      language={language}
      onLanguage={onLanguage}
      descriptionLength={2000}
      descriptionRows={4}
    />
  );
}

/** When it runs, in Kyiv time, and whether a new edition follows each one. */
export function ScheduleSection({ form, errors, update }: SectionProps) {
  return (
    <Card title="Schedule">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Starts"
          type="datetime-local"
          value={form.startsAt}
          onChange={(startsAt) => update({ startsAt })}
          error={errors['terms.startsAt']}
          hint="Kyiv time"
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={form.endsAt}
          onChange={(endsAt) => update({ endsAt })}
          error={errors['terms.endsAt']}
          hint="Kyiv time"
        />
      </div>
      <div className="mt-3 space-y-3">
        <CheckboxField
          label="Repeats"
          checked={form.repeats}
          onChange={(repeats) => update({ repeats })}
          hint="When an edition closes, the next one starts with the same terms"
        />
        {form.repeats ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <TextField
              label="Series"
              value={form.series}
              onChange={(series) => update({ series })}
              error={errors['terms.series']}
              hint="Each edition’s slug is the series and its start day"
              maxLength={69}
            />
            <TextField
              label="Every (days)"
              value={form.repeatDays}
              onChange={(repeatDays) => update({ repeatDays })}
              error={errors['terms.repeatDays']}
              inputMode="numeric"
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** What a stake needs to count, and a race's outplay attempts. */
export function StakesSection({ form, errors, update }: SectionProps) {
  return (
    <Card title="Stakes">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label={`Minimum bet (${form.currency})`}
          value={form.minBet}
          onChange={(minBet) => update({ minBet })}
          error={errors['terms.minBet']}
          hint="Empty: any stake counts"
          inputMode="decimal"
        />
        <TextField
          label={`Maximum bet (${form.currency})`}
          value={form.maxBet}
          onChange={(maxBet) => update({ maxBet })}
          error={errors['terms.maxBet']}
          hint="A bigger stake counts as this much; empty: no cap"
          inputMode="decimal"
        />
      </div>
      <div className="mt-3 space-y-2">
        <CheckboxField
          label="Enter players automatically"
          checked={form.autoSubscribe}
          onChange={(autoSubscribe) => update({ autoSubscribe })}
          hint="Every player who stakes takes part, without joining"
        />
        <CheckboxField
          label="Bonus money counts"
          checked={form.countsBonusMoney}
          onChange={(countsBonusMoney) => update({ countsBonusMoney })}
          hint="Otherwise only the real-money part of a stake scores"
        />
        {hasOutplay(form.kind) ? (
          <CheckboxField
            label="Outplay attempts"
            checked={form.outplay}
            onChange={(outplay) => update({ outplay })}
            hint="Players play attempts of a fixed number of rounds; their best attempt counts"
          />
        ) : null}
      </div>
      {hasOutplay(form.kind) && form.outplay ? (
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TextField
            label="Attempts"
            value={form.attempts}
            onChange={(attempts) => update({ attempts })}
            error={errors['terms.attempts']}
            inputMode="numeric"
          />
          <TextField
            label="Rounds in each"
            value={form.attemptRounds}
            onChange={(attemptRounds) => update({ attemptRounds })}
            error={errors['terms.attemptRounds']}
            inputMode="numeric"
          />
        </div>
      ) : null}
    </Card>
  );
}

/** One currency's rate: one unit of it counts `num ÷ den` units of the competition's currency. */
function RateRow({ form, errors, update, currency }: SectionProps & { currency: Currency }) {
  const rate = form.rates[currency];
  const field = `terms.rates.${currency}`;
  const change = (next: Partial<typeof rate>) =>
    update({ rates: { ...form.rates, [currency]: { ...rate, ...next } } });
  const messages = [errors[field], errors[`${field}.num`], errors[`${field}.den`]].filter(Boolean);
  return (
    <li>
      <div className="flex items-center gap-2 text-sm">
        <span className="w-16 shrink-0 whitespace-nowrap text-slate-700">1 {currency} =</span>
        <input
          aria-label={`${currency} rate: counts`}
          className="bo-input !w-24"
          inputMode="numeric"
          value={rate.num}
          aria-invalid={errors[`${field}.num`] || errors[field] ? true : undefined}
          onChange={(event) => change({ num: event.target.value })}
        />
        <span className="text-slate-500">÷</span>
        <input
          aria-label={`${currency} rate: per`}
          className="bo-input !w-24"
          inputMode="numeric"
          value={rate.den}
          aria-invalid={errors[`${field}.den`] || errors[field] ? true : undefined}
          onChange={(event) => change({ den: event.target.value })}
        />
        <span className="text-slate-700">{form.currency}</span>
      </div>
      {messages.map((message) => (
        <p key={message} className="mt-1 text-xs text-rose-700">
          {message}
        </p>
      ))}
    </li>
  );
}

/** Who may take part: brands, currencies, and how each other currency's stakes convert. */
export function ParticipantsSection({ form, errors, update }: SectionProps) {
  const others = CURRENCIES.filter((currency) => currency !== form.currency);
  return (
    <Card title="Who takes part">
      <div className="space-y-3">
        <ChoiceSet
          legend="Brands"
          options={BRAND_IDS.map((brand) => ({ value: brand, label: BRANDS[brand].name }))}
          chosen={form.brands}
          onChange={(brands) => update({ brands })}
          error={errors['terms.brands']}
          hint="None ticked: every brand"
        />
        <ChoiceSet
          legend="Player currencies"
          options={CURRENCY_OPTIONS}
          chosen={form.currencies}
          onChange={(currencies) => update({ currencies })}
          error={errors['terms.currencies']}
          hint="None ticked: the competition’s currency and every currency with a rate"
        />
        <div>
          <p className="bo-label">Rates</p>
          <ul className="space-y-2">
            {others.map((currency) => (
              <RateRow key={currency} form={form} errors={errors} update={update} currency={currency} />
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-400">
            A fixed table for this competition; a currency left empty cannot take part.
          </p>
        </div>
      </div>
    </Card>
  );
}
