import type { LotteryDraw } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { lotteryDrawVerifyHref } from '../chance-verify-link';
import { drawEntriesQuery } from './lottery-endpoints';
import { type DrawCheck, verifyDraw } from './verify-draw';

/** Recomputes the draw in the browser from its entries and revealed seed, and says whether the winners match. */
function VerifyDraw({ draw }: { draw: LotteryDraw }) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<DrawCheck | 'checking' | null>(null);
  const verify = async () => {
    setCheck('checking');
    try {
      setCheck(verifyDraw(await queryClient.fetchQuery(drawEntriesQuery(draw.id)), draw.serverSeedHash));
    } catch {
      setCheck('mismatch');
    }
  };
  return (
    <div className="grid gap-2">
      <Button
        size="sm"
        variant="ghost"
        disabled={check === 'checking'}
        onClick={() => void verify()}
        data-testid="lottery-verify"
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        {check === 'checking' ? t('chance.lottery.draws.verifying') : t('chance.lottery.draws.verify')}
      </Button>
      {check === 'verified' || check === 'mismatch' ? (
        <p
          role="status"
          className={`text-xs break-all ${check === 'verified' ? 'text-win' : 'text-danger'}`}
          data-testid="lottery-verify-result"
        >
          {check === 'verified'
            ? t('chance.lottery.draws.verified', { seed: draw.serverSeed ?? '' })
            : t('chance.lottery.draws.mismatch')}
        </p>
      ) : null}
      <Link
        to={lotteryDrawVerifyHref(lang, draw.id, draw.serverSeedHash)}
        className="text-xs font-semibold text-accent-ink underline-offset-2 hover:underline"
        data-testid="lottery-verify-page-link"
      >
        {t('chance.lottery.draws.verifyElsewhere')}
      </Link>
    </div>
  );
}

function DrawCard({ draw, levelTitle }: { draw: LotteryDraw; levelTitle: (levelId: number) => string }) {
  const { t, lang } = useTranslation();
  return (
    <li className="grid gap-3 rounded-2xl bg-surface-1 p-4 ring-1 ring-line" data-testid="lottery-past-draw">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <time className="font-semibold text-fg" dateTime={draw.drawAt}>
          {formatDayTime(new Date(draw.drawAt), lang)}
        </time>
        <span className="text-xs text-muted">
          {t('chance.lottery.draws.tickets', { count: draw.ticketCount ?? 0 })}
        </span>
      </div>
      {draw.winners.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.lottery.draws.noWinners')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {draw.winners.map((winner) => (
            <li
              key={`${winner.levelId}:${winner.ticketId}`}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm ${winner.mine ? 'bg-win/10 ring-1 ring-win/40' : 'bg-surface-2'}`}
              data-testid="lottery-winner"
            >
              <span className="text-fg">
                {t('chance.lottery.draws.winner', { id: winner.ticketId })}
                <span className="text-muted"> · {levelTitle(winner.levelId)}</span>
                {winner.mine ? (
                  <span className="font-semibold text-win"> · {t('chance.lottery.draws.mine')}</span>
                ) : null}
              </span>
              <span className="font-semibold text-fg">{winner.prize.title}</span>
            </li>
          ))}
        </ul>
      )}
      <VerifyDraw draw={draw} />
    </li>
  );
}

/** The latest draws' results, each with its winners and a way to recompute them. */
export function PastDraws({
  draws,
  levelTitle,
}: {
  draws: LotteryDraw[];
  levelTitle: (levelId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3" aria-labelledby="lottery-past-title">
      <h2 id="lottery-past-title" className="text-lg font-bold text-fg">
        {t('chance.lottery.draws.past')}
      </h2>
      <p className="text-xs text-muted">{t('chance.lottery.draws.fair')}</p>
      {draws.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.lottery.draws.noPast')}</p>
      ) : (
        <ul className="grid gap-3">
          {draws.map((draw) => (
            <DrawCard key={draw.id} draw={draw} levelTitle={levelTitle} />
          ))}
        </ul>
      )}
    </section>
  );
}
