import type { Chest } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';

/**
 * The chests of a pick side by side: closed ones as buttons while a pick may be made, the one picked shaking while
 * it opens, the opened one with its prize. The art is the campaign's (spec: `chests[].images`).
 */
export function ChestRow({
  chests,
  opening,
  onPick,
  testId,
}: {
  chests: Chest[];
  opening: number | null;
  onPick?: (chestNumber: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const anyOpened = chests.some((chest) => chest.prizes.length > 0);
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4" data-testid={testId}>
      {chests.map((chest) => {
        const prize = chest.prizes[0];
        const label = t('chance.chests.chestLabel', { number: chest.number });
        const art = (
          <img
            src={prize ? chest.images.opened : chest.images.closed}
            alt=""
            width={120}
            height={100}
            className={`mx-auto h-auto w-full max-w-28 drop-shadow-lg ${opening === chest.number ? 'animate-pulse' : ''}`}
          />
        );
        return (
          <li key={chest.number} className="grid justify-items-center gap-2 text-center">
            {onPick ? (
              <button
                type="button"
                onClick={() => onPick(chest.number)}
                disabled={opening !== null}
                aria-label={label}
                className="w-full rounded-2xl p-2 ring-1 ring-line transition hover:-translate-y-0.5 hover:bg-surface-2 hover:ring-accent focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-progress"
                data-testid={`${testId}-${chest.number}`}
              >
                {art}
              </button>
            ) : (
              <div
                className={`w-full rounded-2xl p-2 ${anyOpened && !prize ? 'opacity-40 grayscale' : ''}`}
                aria-label={label}
                role="img"
                data-testid={`${testId}-${chest.number}`}
              >
                {art}
              </div>
            )}
            {prize ? (
              <p
                className="animate-die-land rounded-full bg-accent px-3 py-1 text-sm font-extrabold text-accent-fg"
                data-testid={`${testId}-prize`}
              >
                {prize.title}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
