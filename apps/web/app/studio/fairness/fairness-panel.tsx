import { clientSeedSchema } from '@casino/contracts';
import ExternalLink from 'lucide-react/icons/external-link';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { inputClass } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { SeedValue } from './seed-value';
import { verifyHref } from './verify-link';

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

/**
 * Provably fair, in the game (operator standards): the hash of the hidden server seed shown before play, the
 * player's own client seed, the next nonce, and rotating, which reveals the seed played so far.
 */
export function FairnessPanel() {
  const { t, lang } = useTranslation();
  const game = useGame();
  const { fairness, revealedSeeds, rounds } = game;
  const [seed, setSeed] = useState(fairness.clientSeed);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [rotating, setRotating] = useState(false);
  const [rotateFailed, setRotateFailed] = useState(false);
  const fieldId = useId();
  const noteId = `${fieldId}-note`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(seed);
    if (!parsed.success) {
      setSave({ status: 'error', message: t('studio.fairness.seedInvalid') });
      return;
    }
    setSave({ status: 'saving' });
    try {
      await game.setClientSeed(parsed.data);
      setSave({ status: 'saved' });
    } catch {
      setSave({ status: 'error', message: t('studio.fairness.seedFailed') });
    }
  };

  const rotate = async () => {
    setRotating(true);
    setRotateFailed(false);
    try {
      const rotation = await game.rotateSeeds();
      setSeed(rotation.current.clientSeed);
    } catch {
      setRotateFailed(true);
    } finally {
      setRotating(false);
    }
  };

  return (
    <div className="grid gap-5 text-sm">
      <p className="leading-relaxed text-muted">{t('studio.fairness.intro')}</p>
      <SeedValue
        label={t('studio.fairness.serverSeedHash')}
        value={fairness.serverSeedHash}
        testId="fairness-hash"
      />
      <form onSubmit={submit} className="grid gap-1.5" noValidate>
        <label htmlFor={fieldId} className="text-xs font-semibold text-muted">
          {t('studio.fairness.clientSeed')}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setSeed(event.target.value);
              setSave({ status: 'idle' });
            }}
            aria-invalid={save.status === 'error' ? true : undefined}
            aria-describedby={noteId}
            data-testid="fairness-client-seed"
            className={`${inputClass} h-11 font-mono text-sm`}
          />
          <Button
            type="submit"
            variant="secondary"
            className="h-11"
            disabled={save.status === 'saving' || seed === fairness.clientSeed || game.busy}
            data-testid="fairness-save-seed"
          >
            {t('studio.fairness.save')}
          </Button>
        </div>
        <p
          id={noteId}
          role={save.status === 'error' ? 'alert' : undefined}
          className={`text-xs ${save.status === 'error' ? 'font-medium text-danger' : save.status === 'saved' ? 'text-win' : 'text-muted'}`}
        >
          {save.status === 'error'
            ? save.message
            : save.status === 'saved'
              ? t('studio.fairness.seedSaved')
              : t('studio.fairness.seedHint')}
        </p>
      </form>
      <div className="flex items-center justify-between rounded-xl bg-surface-2/60 px-4 py-3 ring-1 ring-line">
        <span className="text-muted">{t('studio.fairness.nonce')}</span>
        <span className="font-mono font-bold text-fg" data-testid="fairness-nonce">
          {fairness.nonce}
        </span>
      </div>
      <div className="grid gap-2">
        <Button
          variant="ghost"
          onClick={rotate}
          disabled={rotating || game.busy}
          data-testid="fairness-rotate"
        >
          <RefreshCw className={`size-4 ${rotating ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('studio.fairness.rotate')}
        </Button>
        <p
          className={`text-xs ${rotateFailed ? 'font-medium text-danger' : 'text-muted'}`}
          role={rotateFailed ? 'alert' : undefined}
        >
          {t(rotateFailed ? 'studio.fairness.rotateFailed' : 'studio.fairness.rotateHint')}
        </p>
      </div>
      {revealedSeeds.map((revealed) => {
        const lastRound = rounds.find((round) => round.fairness.serverSeedHash === revealed.serverSeedHash);
        return (
          <section
            key={revealed.serverSeedHash}
            className="grid gap-3 rounded-2xl bg-win/5 p-4 ring-1 ring-win/30"
            data-testid="fairness-revealed"
            aria-label={t('studio.fairness.revealedTitle')}
          >
            <h3 className="font-bold text-fg">{t('studio.fairness.revealedTitle')}</h3>
            <SeedValue
              label={t('studio.fairness.serverSeed')}
              value={revealed.serverSeed}
              testId="fairness-revealed-seed"
            />
            <SeedValue
              label={t('studio.fairness.serverSeedHash')}
              value={revealed.serverSeedHash}
              testId="fairness-revealed-hash"
            />
            <p className="text-xs text-muted">
              {t('studio.fairness.revealedRounds', {
                clientSeed: revealed.clientSeed,
                count: revealed.nonce,
              })}
            </p>
            <a
              href={verifyHref(lang, lastRound?.roundId)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-ink hover:underline"
            >
              {t(lastRound ? 'studio.fairness.verifyLast' : 'studio.fairness.howToVerify')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </section>
        );
      })}
      <a
        href={verifyHref(lang)}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-accent-ink hover:underline"
      >
        {t('studio.fairness.howToVerify')}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}
