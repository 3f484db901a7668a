import {
  OPERATOR_GAME_TAXONOMY_ENDPOINTS,
  type RubricGameView,
  type RubricView,
} from '@casino/contracts/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/error-messages';
import { GAMES_KEY } from '../../api/game-taxonomy-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { Dialog, ReasonField } from '../../components/dialog';
import { Badge, Button, Card, EmptyState, Notice } from '../../components/ui';
import { useReasonedChange } from '../../lib/use-reasoned-change';
import { AddRubricGameDialog } from './add-rubric-game-dialog';
import { OrderButtons, PlaceDialog } from './place-dialog';

type GameAction =
  | { kind: 'add' }
  | { kind: 'remove'; game: RubricGameView }
  | { kind: 'move'; game: RubricGameView; to: number };

function RemoveGameDialog({
  rubric,
  game,
  onClose,
}: {
  rubric: RubricView;
  game: RubricGameView;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.removeRubricGame, {
        params: { slug: rubric.slug, game: game.slug },
        body: { reason },
      }),
    onDone: () => void queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
    onClose,
  });
  return (
    <Dialog
      open
      title={`Take ${game.title} out of ${rubric.title}`}
      description="It leaves the lobby's row and the collection's page at once; the game itself stays in the catalogue."
      onClose={close}
      busy={change.isPending}
      submitLabel="Take out"
      submitVariant="danger"
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

function RubricGamesTable({
  rubric,
  games,
  mayManage,
  onAction,
}: {
  rubric: RubricView;
  games: RubricGameView[];
  mayManage: boolean;
  onAction: (action: GameAction) => void;
}) {
  if (games.length === 0) return <EmptyState>No games in this collection yet.</EmptyState>;
  return (
    <table className="bo-table">
      <caption className="sr-only">Games of {rubric.title}, in order</caption>
      <thead>
        <tr>
          <th scope="col" className="w-12 text-right">
            #
          </th>
          <th scope="col">Game</th>
          <th scope="col">State</th>
          {mayManage ? (
            <th scope="col" className="text-right">
              Order
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.slug} className={game.enabled ? undefined : 'text-slate-500'}>
            <td className="text-right font-mono text-xs tabular-nums text-slate-500">{game.position}</td>
            <td>
              <div className="font-medium">{game.title}</div>
              <div className="font-mono text-xs text-slate-500">{game.slug}</div>
            </td>
            <td>{game.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled: not shown</Badge>}</td>
            {mayManage ? (
              <td>
                <div className="flex justify-end gap-1">
                  <OrderButtons
                    name={game.title}
                    position={game.position}
                    total={games.length}
                    onMove={(to) => onAction({ kind: 'move', game, to })}
                  />
                  <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'remove', game })}>
                    Take out…
                  </Button>
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A rubric: a row of the lobby and its `/special/{slug}/` page. An editorial one lists the games operators put in
 * it, in their order; a popular one lists the most played by itself.
 */
export function RubricCard({
  rubric,
  total,
  mayManage,
  onMove,
}: {
  rubric: RubricView;
  total: number;
  mayManage: boolean;
  onMove: (to: number) => void;
}) {
  const [action, setAction] = useState<GameAction | null>(null);
  const close = () => setAction(null);
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          <span className="font-mono text-xs tabular-nums text-slate-500">{rubric.position}</span>
          {rubric.title}
          <span className="font-mono text-xs font-normal text-slate-500">/special/{rubric.slug}/</span>
          <Badge tone={rubric.ordering === 'popular' ? 'blue' : 'neutral'}>
            {rubric.ordering === 'popular' ? 'Most played' : 'Editorial'}
          </Badge>
        </span>
      }
      actions={
        mayManage ? (
          <div className="flex gap-1">
            {rubric.games ? (
              <Button size="sm" onClick={() => setAction({ kind: 'add' })}>
                <Plus aria-hidden="true" className="size-3.5" />
                Add game
              </Button>
            ) : null}
            <OrderButtons name={rubric.title} position={rubric.position} total={total} onMove={onMove} />
          </div>
        ) : null
      }
    >
      {rubric.games ? (
        <div className="-m-4 overflow-x-auto">
          <RubricGamesTable rubric={rubric} games={rubric.games} mayManage={mayManage} onAction={setAction} />
        </div>
      ) : (
        <p className="text-sm text-slate-500">
          The games most played over the last week come first, then the rest in catalogue order: there are no
          games to arrange here.
        </p>
      )}
      {action?.kind === 'add' ? <AddRubricGameDialog rubric={rubric} onClose={close} /> : null}
      {action?.kind === 'remove' ? (
        <RemoveGameDialog rubric={rubric} game={action.game} onClose={close} />
      ) : null}
      {action?.kind === 'move' ? (
        <PlaceDialog
          change={{
            name: action.game.title,
            orderLabel: `Place in ${rubric.title}`,
            from: action.game.position,
            to: action.to,
            total: rubric.games?.length ?? 0,
            send: (position, reason) =>
              callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.moveRubricGame, {
                params: { slug: rubric.slug, game: action.game.slug },
                body: { position, reason },
              }),
          }}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
