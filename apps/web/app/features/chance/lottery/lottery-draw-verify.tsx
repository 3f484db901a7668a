import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Check, Field } from '../../../components/ui/verify-fields';
import { ApiCallError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { drawEntriesQuery } from './lottery-endpoints';
import { type DrawRecomputation, recomputeDraw } from './verify-draw';

/** The id the lottery page's "verify on the verify page" link opens the page at. */
export const LOTTERY_VERIFY_ID = 'lottery-verify';

type Verification =
  | { status: 'idle' | 'checking' | 'not-found' | 'not-drawn' | 'failed' | 'bad-number' }
  | { status: 'checked'; check: DrawRecomputation; entries: number; publishedHash: string };

/**
 * Checks a lottery draw on the verify page (decision 036): the draw's every entered ticket and revealed seed are
 * read from `GET /rest/lottery/draws/{id}/`, and the winners recomputed in the browser with the server's own
 * functions. `?lotteryDraw=<id>&lotteryHash=<hash>` fills it from the lottery page, with the hash it published
 * before sales closed; without one, the draw's own record of it is checked.
 */
export function LotteryDrawVerify() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const queryClient = useQueryClient();
  const [drawId, setDrawId] = useState(query.get('lotteryDraw') ?? '');
  const [publishedHash, setPublishedHash] = useState(query.get('lotteryHash') ?? '');
  const [verification, setVerification] = useState<Verification>({ status: 'idle' });
  const verify = async () => {
    const id = drawId.trim();
    if (!/^\d{1,15}$/.test(id) || Number(id) < 1) {
      setVerification({ status: 'bad-number' });
      return;
    }
    setVerification({ status: 'checking' });
    try {
      const entries = await queryClient.fetchQuery(drawEntriesQuery(Number(id)));
      const hash = publishedHash.trim() || entries.draw.serverSeedHash;
      const check = recomputeDraw(entries, hash);
      setVerification(
        check
          ? { status: 'checked', check, entries: entries.entries.length, publishedHash: hash }
          : { status: 'not-drawn' },
      );
    } catch (error) {
      setVerification({
        status: error instanceof ApiCallError && error.status === 404 ? 'not-found' : 'failed',
      });
    }
  };
  return (
    <section aria-labelledby={LOTTERY_VERIFY_ID} className="grid gap-5" data-testid="lottery-draw-verify">
      <div className="grid gap-2">
        <h2
          id={LOTTERY_VERIFY_ID}
          className="scroll-mt-20 text-2xl font-extrabold tracking-tight text-fg lg:text-3xl"
        >
          {t('chance.lottery.verifyPage.title')}
        </h2>
        <p className="max-w-3xl text-sm leading-relaxed text-muted">{t('chance.lottery.verifyPage.lead')}</p>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <form
          noValidate
          className="grid content-start gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <Field
            label={t('chance.lottery.verifyPage.drawId')}
            error={
              verification.status === 'bad-number' ? t('chance.lottery.verifyPage.badNumber') : undefined
            }
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={drawId}
                onChange={(event) => setDrawId(event.target.value)}
                className={`${inputClass} font-mono text-sm`}
                data-testid="lottery-verify-draw-id"
              />
            )}
          </Field>
          <Field label={t('chance.lottery.verifyPage.hash')} hint={t('chance.lottery.verifyPage.hashHint')}>
            {(props) => (
              <input
                {...props}
                value={publishedHash}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setPublishedHash(event.target.value)}
                className={`${inputClass} font-mono text-sm`}
                data-testid="lottery-verify-hash"
              />
            )}
          </Field>
          <Button
            type="submit"
            size="lg"
            disabled={verification.status === 'checking'}
            data-testid="lottery-verify-submit"
          >
            {verification.status === 'checking'
              ? t('chance.lottery.draws.verifying')
              : t('chance.lottery.draws.verify')}
          </Button>
        </form>
        <div
          aria-live="polite"
          className="grid content-start gap-3 rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
          data-testid="lottery-verify-outcome"
        >
          <DrawVerdict verification={verification} />
        </div>
      </div>
    </section>
  );
}

function DrawVerdict({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  if (verification.status !== 'checked') {
    const note =
      verification.status === 'bad-number' || verification.status === 'checking'
        ? 'idle'
        : verification.status;
    return <p className="text-sm text-muted">{t(`chance.lottery.verifyPage.status.${note}`)}</p>;
  }
  const { check, entries, publishedHash } = verification;
  return (
    <>
      <Check ok={check.seedMatches} testId="lottery-verify-seed">
        {t(
          check.seedMatches
            ? 'chance.lottery.verifyPage.seedMatches'
            : 'chance.lottery.verifyPage.seedDiffers',
          {
            hash: publishedHash,
          },
        )}
      </Check>
      <Check ok={check.ticketsHashMatches} testId="lottery-verify-entries">
        {t(
          check.ticketsHashMatches
            ? 'chance.lottery.verifyPage.entriesMatch'
            : 'chance.lottery.verifyPage.entriesDiffer',
          { count: entries, hash: check.ticketsHash },
        )}
      </Check>
      <Check ok={check.winnersMatch} testId="lottery-verify-winners">
        {t(
          check.winnersMatch
            ? 'chance.lottery.verifyPage.winnersMatch'
            : 'chance.lottery.verifyPage.winnersDiffer',
        )}
      </Check>
      {check.winners.length > 0 ? (
        <ol className="grid gap-1 rounded-xl bg-surface-0/60 p-3 text-sm ring-1 ring-line">
          {check.winners.map((winner) => (
            <li
              key={`${winner.levelId}:${winner.ticketId}`}
              className="font-mono text-fg"
              data-testid="lottery-verify-winner"
            >
              {t('chance.lottery.verifyPage.winner', { id: winner.ticketId, level: winner.levelId })}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
