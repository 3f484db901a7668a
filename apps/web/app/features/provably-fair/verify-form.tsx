import type { Currency } from '@casino/contracts';
import { STUDIO_GAMES, studioGame } from '@casino/game-math';
import { formatMoney } from '@casino/i18n';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Check, Field } from '../../components/ui/verify-fields';
import { useTranslation } from '../../lib/i18n';
import { VERIFY_SECTION_ID } from '../../studio/fairness/verify-link';
import { DEFAULT_PARAMS, paramsText } from './default-params';
import { OutcomeView } from './outcome-view';
import { type Prefill, useRoundPrefill } from './use-round-prefill';
import { sameJson, type Verification, type VerifyFields, verifyRound } from './verify-round';

const EMPTY: VerifyFields = {
  slug: 'lucky-dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '100',
  params: paramsText(DEFAULT_PARAMS.dice),
};

function PrefillNotice({ prefill }: { prefill: Prefill }) {
  const { t } = useTranslation();
  if (prefill.status === 'loading') return <Skeleton className="h-12 w-full" />;
  if (prefill.status === 'not-found' || prefill.status === 'failed')
    return (
      <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger ring-1 ring-danger/30">
        {t(`studio.verify.prefill.${prefill.status}`)}
      </p>
    );
  if (prefill.status === 'loaded')
    return (
      <p
        className="rounded-xl bg-surface-2/60 px-4 py-3 text-sm text-muted ring-1 ring-line"
        data-testid="verify-prefilled"
      >
        {t(prefill.serverSeed ? 'studio.verify.prefill.loaded' : 'studio.verify.prefill.hidden', {
          round: prefill.round.roundId,
        })}
      </p>
    );
  return null;
}

/**
 * The verify form: any round's game, seeds, nonce, stake and parameters, replayed in the browser with the studio's
 * own maths. From `?round=` it is filled in and checked against what the studio recorded.
 */
export function VerifyForm() {
  const { t, lang } = useTranslation();
  const [query] = useSearchParams();
  const prefill = useRoundPrefill(query.get('round'));
  const [fields, setFields] = useState<VerifyFields>(EMPTY);
  const [verification, setVerification] = useState<Verification | null>(null);
  const recorded = prefill.status === 'loaded' ? prefill.round : null;

  useEffect(() => {
    if (prefill.status !== 'loaded') return;
    const { round, serverSeed } = prefill;
    const filled: VerifyFields = {
      slug: round.gameSlug,
      serverSeed: serverSeed ?? '',
      serverSeedHash: round.fairness.serverSeedHash,
      clientSeed: round.fairness.clientSeed,
      nonce: String(round.fairness.nonce),
      bet: String(round.bet),
      params: paramsText(round.params),
    };
    setFields(filled);
    setVerification(serverSeed ? verifyRound(filled) : null);
  }, [prefill]);

  const set = (name: keyof VerifyFields) => (value: string) => {
    setFields((current) => {
      if (name !== 'slug') return { ...current, [name]: value };
      const kind = studioGame(value)?.kind;
      return { ...current, slug: value, params: kind ? paramsText(DEFAULT_PARAMS[kind]) : current.params };
    });
  };
  const errors = verification && !verification.ok && 'errors' in verification ? verification.errors : {};
  const fieldError = (name: keyof VerifyFields) =>
    errors[name] ? t(`studio.verify.errors.${errors[name]}`) : undefined;
  const game = studioGame(fields.slug);
  const currency = recorded?.currency as Currency | undefined;
  const amount = (minor: number) => (currency ? formatMoney(minor, currency, lang) : String(minor));

  return (
    <section aria-labelledby={VERIFY_SECTION_ID} className="grid gap-5">
      {/* Clear of the sticky header when a link opens the page here. */}
      <h2
        id={VERIFY_SECTION_ID}
        className="scroll-mt-20 text-2xl font-extrabold tracking-tight text-fg lg:text-3xl"
      >
        {t('studio.verify.form.title')}
      </h2>
      <PrefillNotice prefill={prefill} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <form
          noValidate
          className="grid content-start gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          data-testid="verify-form"
          onSubmit={(event) => {
            event.preventDefault();
            setVerification(verifyRound(fields));
          }}
        >
          <Field label={t('studio.verify.form.game')} error={fieldError('slug')}>
            {(props) => (
              <select
                {...props}
                value={fields.slug}
                onChange={(event) => set('slug')(event.target.value)}
                className={inputClass}
                data-testid="verify-game"
              >
                {STUDIO_GAMES.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.titles[lang]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('studio.verify.form.serverSeed')}
            hint={t('studio.verify.form.serverSeedHint')}
            error={fieldError('serverSeed')}
          >
            {(props) => (
              <input
                {...props}
                value={fields.serverSeed}
                onChange={(event) => set('serverSeed')(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                className={`${inputClass} font-mono text-sm`}
                data-testid="verify-server-seed"
              />
            )}
          </Field>
          <Field
            label={t('studio.verify.form.serverSeedHash')}
            hint={t('studio.verify.form.serverSeedHashHint')}
          >
            {(props) => (
              <input
                {...props}
                value={fields.serverSeedHash}
                onChange={(event) => set('serverSeedHash')(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                className={`${inputClass} font-mono text-sm`}
                data-testid="verify-hash"
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field label={t('studio.verify.form.clientSeed')} error={fieldError('clientSeed')}>
              {(props) => (
                <input
                  {...props}
                  value={fields.clientSeed}
                  onChange={(event) => set('clientSeed')(event.target.value)}
                  spellCheck={false}
                  autoComplete="off"
                  className={`${inputClass} font-mono text-sm`}
                  data-testid="verify-client-seed"
                />
              )}
            </Field>
            <Field label={t('studio.verify.form.nonce')} error={fieldError('nonce')}>
              {(props) => (
                <input
                  {...props}
                  value={fields.nonce}
                  inputMode="numeric"
                  onChange={(event) => set('nonce')(event.target.value)}
                  className={`${inputClass} font-mono text-sm`}
                  data-testid="verify-nonce"
                />
              )}
            </Field>
          </div>
          <Field
            label={t('studio.verify.form.bet')}
            hint={t('studio.verify.form.betHint')}
            error={fieldError('bet')}
          >
            {(props) => (
              <input
                {...props}
                value={fields.bet}
                inputMode="numeric"
                onChange={(event) => set('bet')(event.target.value)}
                className={`${inputClass} font-mono text-sm`}
                data-testid="verify-bet"
              />
            )}
          </Field>
          <Field
            label={t('studio.verify.form.params')}
            hint={game ? t(`studio.verify.form.paramsHint.${game.kind}`) : undefined}
            error={fieldError('params')}
          >
            {(props) => (
              <textarea
                {...props}
                value={fields.params}
                rows={3}
                spellCheck={false}
                onChange={(event) => set('params')(event.target.value)}
                className={`${inputClass} h-auto py-3 font-mono text-sm`}
                data-testid="verify-params"
              />
            )}
          </Field>
          <Button type="submit" size="lg" data-testid="verify-submit">
            {t('studio.verify.form.submit')}
          </Button>
        </form>
        <div
          aria-live="polite"
          className="grid content-start gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          data-testid="verify-result"
        >
          <h3 className="text-lg font-bold text-fg">{t('studio.verify.result.title')}</h3>
          {!verification || (!verification.ok && 'errors' in verification) ? (
            <p className="text-sm text-muted">{t('studio.verify.result.empty')}</p>
          ) : !verification.ok ? (
            <Check ok={false} testId="verify-refused">
              {t('studio.verify.result.refused', { reason: verification.refused })}
            </Check>
          ) : (
            <>
              <Check ok={verification.hashMatches} testId="verify-hash-check">
                {t(
                  verification.hashMatches === null
                    ? 'studio.verify.result.noHash'
                    : verification.hashMatches
                      ? 'studio.verify.result.hashMatches'
                      : 'studio.verify.result.hashDiffers',
                )}
              </Check>
              {recorded ? (
                <Check
                  ok={
                    sameJson(verification.result.outcome, recorded.outcome) &&
                    verification.result.win === recorded.win
                  }
                  testId="verify-record-check"
                >
                  {t(
                    sameJson(verification.result.outcome, recorded.outcome) &&
                      verification.result.win === recorded.win
                      ? 'studio.verify.result.matchesRecord'
                      : 'studio.verify.result.differsFromRecord',
                  )}
                </Check>
              ) : null}
              {game ? (
                <div className="grid justify-items-center gap-3 rounded-2xl bg-surface-0/60 px-4 py-5 ring-1 ring-line">
                  <OutcomeView
                    kind={verification.kind}
                    outcome={verification.result.outcome}
                    game={game}
                    amount={amount}
                  />
                  <p className="text-sm text-muted">
                    {t('studio.verify.result.win')}{' '}
                    <b className="text-fg tabular-nums" data-testid="verify-win">
                      {amount(verification.result.win)}
                    </b>
                  </p>
                </div>
              ) : null}
              <dl className="grid gap-2 text-xs">
                <dt className="font-semibold text-muted">{t('studio.verify.result.computedHash')}</dt>
                <dd className="font-mono break-all text-fg" data-testid="verify-computed-hash">
                  {verification.computedHash}
                </dd>
                <dt className="font-semibold text-muted">{t('studio.verify.result.firstHmac')}</dt>
                <dd className="font-mono break-all text-fg">{verification.firstHmac}</dd>
              </dl>
              <details className="rounded-xl bg-surface-0/60 px-4 py-3 text-xs ring-1 ring-line">
                <summary className="cursor-pointer font-semibold text-fg">
                  {t('studio.verify.result.raw')}
                </summary>
                <pre className="mt-2 overflow-x-auto font-mono whitespace-pre-wrap text-muted">
                  {JSON.stringify(verification.result.outcome, null, 2)}
                </pre>
              </details>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
