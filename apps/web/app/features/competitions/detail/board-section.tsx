import type { Competition } from '@casino/contracts';
import { useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { BOARD_PAGE_SIZE, useBoard } from '../api/competition-board';
import { BoardRows } from './board-rows';

/**
 * The board a page at a time, the player's row marked, at most the spec's 500 places. Its first page follows push
 * (the top places, the player's scoring rounds); other pages are read when turned to.
 */
export function BoardSection({ competition, closed }: { competition: Competition; closed: boolean }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const board = useBoard(competition.id, offset);
  return (
    <section
      aria-labelledby="competition-board"
      className="grid gap-3 rounded-3xl bg-surface-1 p-4 ring-1 ring-line sm:p-5"
      data-testid="competition-board"
    >
      <h2 id="competition-board" className="text-lg font-bold text-fg">
        {t(closed ? 'competitions.board.winners' : 'competitions.board.title')}
      </h2>
      {board.isPending ? (
        <SkeletonList rows={6} itemClassName="h-11" />
      ) : board.isError ? (
        <LoadFailed
          text={t('competitions.board.loadFailed')}
          retryLabel={t('competitions.retry')}
          onRetry={() => void board.refetch()}
        />
      ) : board.data.rows.length === 0 ? (
        <p
          className="rounded-2xl bg-surface-2/60 px-4 py-6 text-center text-sm text-muted"
          data-testid="board-empty"
        >
          {t('competitions.board.empty')}
        </p>
      ) : (
        <>
          <BoardRows rows={board.data.rows} competition={competition} testId="board-table" />
          {board.data.total > BOARD_PAGE_SIZE ? (
            <Pager
              total={board.data.total}
              offset={offset}
              pageSize={BOARD_PAGE_SIZE}
              onChange={setOffset}
              labels={{
                nav: t('competitions.board.pages'),
                range: (range) => t('competitions.board.range', range),
                previous: t('competitions.board.previous'),
                next: t('competitions.board.next'),
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
