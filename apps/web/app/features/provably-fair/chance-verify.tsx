import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { DieFace } from '../../components/ui/die-face';
import { Check, Field } from '../../components/ui/verify-fields';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { useDrawPrefill } from './use-draw-prefill';
import { useRevealSeed } from './use-reveal-seed';
import {
  CHANCE_DRAW_KINDS,
  type ChanceDrawKind,
  type ChanceFields,
  type ChanceResult,
  type ChanceVerification,
  verifyChanceDraw,
} from './verify-chance-draw';

/** The id a chance result's "verify" link opens the page at. */
export const CHANCE_VERIFY_ID = 'chance-verify';

function fieldsFrom(query: URLSearchParams): ChanceFields {
  return {
    serverSeed: '',
    serverSeedHash: query.get('hash') ?? '',
    clientSeed: query.get('client') ?? '',
    nonce: query.get('nonce') ?? '0',
    weights: query.get('weights') ?? '',
    tickets: query.get('tickets') ?? '',
  };
}

function kindFrom(query: URLSearchParams): ChanceDrawKind {
  const kind = query.get('chance');
  return CHANCE_DRAW_KINDS.find((known) => known === kind) ?? 'dice';
}

/** What the draw came to: the two dice and their sum, or the segment (the prize line) and its ticket. */
function ChanceOutcome({ result }: { result: ChanceResult }) {
  const { t } = useTranslation();
  if (result.kind === 'drop') {
    const { draw } = result;
    return (
      <div className="grid gap-1 text-center" data-testid="chance-drop">
        <p className="text-lg font-bold text-fg">
          {t(draw.won ? 'chance.verify.outcome.dropWon' : 'chance.verify.outcome.dropLost', {
            ticket: draw.ticket,
            tickets: draw.tickets,
          })}
        </p>
        {draw.pick ? (
          <p className="text-sm text-muted" data-testid="chance-drop-pick">
            {t('chance.verify.outcome.dropPick', {
              line: draw.pick.line + 1,
              ticket: draw.pick.ticket,
              total: draw.pick.total,
            })}
          </p>
        ) : null}
      </div>
    );
  }
  if (result.kind === 'jackpot')
    return (
      <p className="text-center text-lg font-bold text-fg" data-testid="chance-jackpot">
        {t(result.trigger.won ? 'chance.verify.outcome.jackpotWon' : 'chance.verify.outcome.jackpotLost', {
          ticket: result.trigger.ticket,
          tickets: result.trigger.tickets,
        })}
      </p>
    );
  if (result.kind === 'dice')
    return (
      <>
        <DieFace value={result.throw.dice[0]} rolling={false} testId="chance-die-first" />
        <DieFace value={result.throw.dice[1]} rolling={false} testId="chance-die-second" />
        <p className="text-lg font-bold text-fg" data-testid="chance-sum">
          {t('chance.dice.sum', { sector: result.throw.sector })}
        </p>
      </>
    );
  return (
    <p className="text-center text-lg font-bold text-fg" data-testid="chance-segment">
      {t(`chance.verify.outcome.${result.kind}`, {
        segment: result.spin.segment + 1,
        ticket: result.spin.ticket,
        total: result.total,
      })}
    </p>
  );
}

/**
 * Checks a draw of the chance features (decision 036): a dice throw, a wheel's spin or a chest's prize, from the
 * seeds and nonce the result showed (and, for a wheel or a chest, the weights of its odds table), the server seed
 * once revealed (a signed-in player reveals theirs here), recomputed in the browser. `?draw=<id>` fills it with one
 * of the player's own draws (a jackpot win's link).
 */
export function ChanceVerify() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { player } = useAppData().appMain;
  const [kind, setKind] = useState<ChanceDrawKind>(() => kindFrom(query));
  const [fields, setFields] = useState<ChanceFields>(() => fieldsFrom(query));
  const [verification, setVerification] = useState<ChanceVerification | null>(null);
  const check = (next: ChanceFields, as: ChanceDrawKind = kind) =>
    setVerification(verifyChanceDraw(as, next));
  const { state: reveal, reveal: revealSeed } = useRevealSeed((serverSeed) => {
    const next = { ...fields, serverSeed };
    setFields(next);
    check(next);
  });
  const prefill = useDrawPrefill(query.get('draw'), player.isGuest, (target) => {
    setKind(target.kind);
    setFields(target.fields);
    setVerification(target.fields.serverSeed === '' ? null : verifyChanceDraw(target.kind, target.fields));
  });
  const set = (name: keyof ChanceFields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const errors = verification && !verification.ok ? verification.errors : {};
  const fieldError = (name: keyof ChanceFields) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error === 'weights') return t('chance.verify.weightsError');
    if (error === 'prizesLeft') return t('chance.verify.prizesLeftError');
    return error === 'tickets' ? t('chance.verify.ticketsError') : t(`studio.verify.errors.${error}`);
  };
  const input = (name: keyof ChanceFields, testId: string) => (props: object) => (
    <input
      {...props}
      value={fields[name]}
      onChange={set(name)}
      spellCheck={false}
      autoComplete="off"
      className={`${inputClass} font-mono text-sm`}
      data-testid={testId}
    />
  );

  return (
    <section aria-labelledby={CHANCE_VERIFY_ID} className="grid gap-5" data-testid="chance-verify">
      <div className="grid gap-2">
        <h2
          id={CHANCE_VERIFY_ID}
          className="scroll-mt-20 text-2xl font-extrabold tracking-tight text-fg lg:text-3xl"
        >
          {t('chance.verify.title')}
        </h2>
        <p className="max-w-3xl text-sm leading-relaxed text-muted">{t('chance.verify.lead')}</p>
        {prefill === 'none' ? null : (
          <p role="status" className="text-sm font-medium text-fg" data-testid="chance-draw-prefill">
            {t(`chance.verify.drawPrefill.${prefill}`)}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <form
          noValidate
          className="grid content-start gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            check(fields);
          }}
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-fg">{t('chance.verify.kind.label')}</legend>
            <div className="grid grid-cols-3 gap-1 sm:grid-cols-5 rounded-xl bg-surface-0/60 p-1 ring-1 ring-line">
              {CHANCE_DRAW_KINDS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={kind === option}
                  onClick={() => {
                    setKind(option);
                    setVerification(null);
                  }}
                  className="rounded-lg px-2 py-1.5 text-sm font-semibold text-muted transition-colors aria-pressed:bg-surface-2 aria-pressed:text-fg"
                  data-testid={`chance-kind-${option}`}
                >
                  {t(`chance.verify.kind.${option}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <Field label={t('studio.verify.form.serverSeed')} error={fieldError('serverSeed')}>
            {input('serverSeed', 'chance-server-seed')}
          </Field>
          <Field
            label={t('studio.verify.form.serverSeedHash')}
            hint={t('studio.verify.form.serverSeedHashHint')}
          >
            {input('serverSeedHash', 'chance-hash')}
          </Field>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field label={t('studio.verify.form.clientSeed')} error={fieldError('clientSeed')}>
              {input('clientSeed', 'chance-client-seed')}
            </Field>
            <Field label={t('studio.verify.form.nonce')} error={fieldError('nonce')}>
              {input('nonce', 'chance-nonce')}
            </Field>
          </div>
          {kind === 'wheel' || kind === 'chest' ? (
            <Field
              label={t('chance.verify.weights')}
              hint={t('chance.verify.weightsHint')}
              error={fieldError('weights')}
            >
              {input('weights', 'chance-weights')}
            </Field>
          ) : null}
          {kind === 'drop' ? (
            <Field
              label={t('chance.verify.prizesLeft')}
              hint={t('chance.verify.prizesLeftHint')}
              error={fieldError('weights')}
            >
              {input('weights', 'chance-prizes-left')}
            </Field>
          ) : null}
          {kind === 'jackpot' || kind === 'drop' ? (
            <Field
              label={t('chance.verify.tickets')}
              hint={t('chance.verify.ticketsHint')}
              error={fieldError('tickets')}
            >
              {input('tickets', 'chance-tickets')}
            </Field>
          ) : null}
          {!player.isGuest && fields.serverSeedHash !== '' ? (
            <div className="grid gap-1.5">
              <Button
                variant="secondary"
                disabled={reveal === 'revealing'}
                onClick={() => void revealSeed(fields.serverSeedHash.trim().toLowerCase())}
                data-testid="chance-reveal"
              >
                {t('chance.verify.reveal')}
              </Button>
              <p className="text-xs text-muted" data-testid="chance-reveal-note">
                {t(`chance.verify.revealNote.${reveal}`)}
              </p>
            </div>
          ) : null}
          <Button type="submit" size="lg" data-testid="chance-verify-submit">
            {t('studio.verify.form.submit')}
          </Button>
        </form>
        <div
          aria-live="polite"
          className="grid content-start gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          data-testid="chance-verify-result"
        >
          <h3 className="text-lg font-bold text-fg">{t('studio.verify.result.title')}</h3>
          {!verification?.ok ? (
            <p className="text-sm text-muted">{t('studio.verify.result.empty')}</p>
          ) : (
            <>
              <Check ok={verification.hashMatches} testId="chance-hash-check">
                {t(
                  verification.hashMatches === null
                    ? 'studio.verify.result.noHash'
                    : verification.hashMatches
                      ? 'studio.verify.result.hashMatches'
                      : 'studio.verify.result.hashDiffers',
                )}
              </Check>
              <div className="flex items-center justify-center gap-4 rounded-2xl bg-surface-0/60 px-4 py-5 ring-1 ring-line">
                <ChanceOutcome result={verification.result} />
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
