import type { GameDetails } from '@casino/contracts';
import BookOpen from 'lucide-react/icons/book-open';
import { useTranslation } from '../../../lib/i18n';

/** The game's rules as paragraphs, then its paytables (RTS 3), each a table that scrolls sideways on phones. */
export function GameRules({ game }: { game: Pick<GameDetails, 'rules' | 'paytables'> }) {
  const { t } = useTranslation();
  const paragraphs = game.rules.split(/\n{2,}/).filter(Boolean);
  return (
    <section
      aria-labelledby="game-rules"
      className="grid gap-5 rounded-3xl bg-surface-1 p-5 ring-1 ring-line lg:p-7"
      data-testid="game-rules"
    >
      <h2 id="game-rules" className="flex items-center gap-2 text-xl font-bold tracking-tight text-fg">
        <BookOpen className="size-5 text-accent-ink" aria-hidden="true" />
        {t('games.page.rules')}
      </h2>
      <div className="grid max-w-3xl gap-3 text-sm leading-relaxed text-muted lg:text-base">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {game.paytables.map((table) => (
        <div key={table.title} className="grid gap-2" data-testid="game-paytable">
          <h3 className="text-base font-bold text-fg">{table.title}</h3>
          <div className="overflow-x-auto rounded-2xl ring-1 ring-line">
            <table className="w-full min-w-max text-left text-sm">
              <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-2.5 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {table.rows.map((row) => (
                  <tr key={row.join('|')} className="odd:bg-surface-1 even:bg-surface-2/40">
                    {row.map((cell, index) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                        key={index}
                        className={`px-4 py-2.5 ${index === 0 ? 'font-semibold text-fg' : 'text-muted tabular-nums'}`}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
