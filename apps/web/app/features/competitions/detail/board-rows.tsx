import type { BoardRow, Competition } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPoints } from '../format/points';
import { productWord } from '../format/product-words';
import { PlaceMark } from '../ui/place-mark';

/**
 * Rows of a board (the whole board, or the player's place with their neighbours): place, name, points, rounds
 * (a sports one's bets; from the tablet up) and the prize the place wins. The player's own row stands out.
 */
export function BoardRows({
  rows,
  competition,
  testId,
}: {
  rows: readonly BoardRow[];
  competition: Pick<Competition, 'tournamentMode' | 'currency' | 'product'>;
  testId: string;
}) {
  const { t, lang } = useTranslation();
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm" data-testid={testId}>
      <thead className="text-left text-[11px] font-semibold tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-12 px-2 py-1">
            {t('competitions.board.place')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('competitions.board.player')}
          </th>
          <th scope="col" className="w-28 px-2 py-1 text-right sm:w-32">
            {t('competitions.board.points')}
          </th>
          <th scope="col" className="hidden w-20 px-2 py-1 text-right sm:table-cell">
            {t(productWord(competition.product, 'board.rounds'))}
          </th>
          <th scope="col" className="hidden w-36 px-2 py-1 text-right md:table-cell">
            {t('competitions.board.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const look = row.isCurrent ? 'bg-accent/20' : 'bg-surface-2/50';
          return (
            <tr
              key={row.position}
              data-testid="board-row"
              data-current={row.isCurrent || undefined}
              aria-current={row.isCurrent || undefined}
              className="[&>td:first-child]:rounded-l-xl [&>td:last-child]:rounded-r-xl [&>td]:py-2"
            >
              <td className={`px-2 ${look}`}>
                <PlaceMark position={row.position} small />
              </td>
              <td className={`truncate px-2 font-semibold text-fg ${look}`}>
                {row.isCurrent ? t('competitions.board.you', { login: row.login }) : row.login}
                {row.prize ? (
                  <span className="block truncate text-xs font-normal text-muted md:hidden">
                    {row.prize.title}
                  </span>
                ) : null}
              </td>
              <td className={`px-2 text-right font-bold text-fg tabular-nums ${look}`}>
                {formatPoints(row.points, competition.tournamentMode, competition.currency, lang)}
              </td>
              <td className={`hidden px-2 text-right text-muted tabular-nums sm:table-cell ${look}`}>
                {row.roundsPlayed}
              </td>
              <td className={`hidden truncate px-2 text-right text-muted md:table-cell ${look}`}>
                {row.prize?.title ?? '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
