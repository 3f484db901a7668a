import type { Drop, Language } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { chanceDrawVerifyHref } from '../chance-verify-link';

/** What dropped: the prize (money in its currency, else its name) or the stars. */
export function droppedText(drop: Drop, lang: Language, stars: (count: number) => string): string {
  if (!drop.prize) return stars(drop.stars);
  const { amount, currency, title } = drop.prize;
  return amount !== null && currency !== null ? formatMoney(amount, currency, lang) : title[lang];
}

/**
 * Drops newest first, each winner masked; the player's own (with `drawId`) link to the verify page, which reads
 * the draw and recomputes its trigger.
 */
export function DropList({
  drops,
  testId,
}: {
  drops: readonly (Drop & { drawId?: number })[];
  testId: string;
}) {
  const { t, lang } = useTranslation();
  const stars = (count: number) => t('chance.drops.stars', { count });
  if (drops.length === 0) return <p className="text-sm text-muted">{t('chance.drops.noDrops')}</p>;
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {drops.map((drop) => (
        <li key={drop.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
          <span className="text-fg">{t('chance.drops.winner', { winner: drop.winner })}</span>
          <span className="font-bold text-win tabular-nums">{droppedText(drop, lang, stars)}</span>
          <span className="flex w-full flex-wrap justify-between gap-x-3 text-xs text-muted">
            <span>{formatDayTime(new Date(drop.droppedAt), lang)}</span>
            {drop.drawId ? (
              <a
                className="text-accent underline-offset-2 hover:underline"
                href={chanceDrawVerifyHref(lang, drop.drawId)}
              >
                {t('chance.drops.verify')}
              </a>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
