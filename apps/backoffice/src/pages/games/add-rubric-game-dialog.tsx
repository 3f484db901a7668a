import { OPERATOR_GAME_TAXONOMY_ENDPOINTS, type RubricView } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { GAMES_KEY } from '../../api/game-taxonomy-queries';
import { catalogueQuery } from '../../api/games-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { Dialog, ReasonField } from '../../components/dialog';
import { SelectField, TextField } from '../../components/fields';
import { Loading, Notice } from '../../components/ui';
import { useReasonedChange } from '../../lib/use-reasoned-change';

const WHOLE_CATALOGUE = { q: '', provider: '', enabled: '' } as const;

/** Adds a game of the catalogue (not in the rubric yet) at a place, or at the end when none is given. */
export function AddRubricGameDialog({ rubric, onClose }: { rubric: RubricView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(catalogueQuery(WHOLE_CATALOGUE));
  const members = new Set(rubric.games?.map((game) => game.slug));
  const candidates = catalogue.data?.games.filter((game) => !members.has(game.slug)) ?? [];
  const [game, setGame] = useState('');
  const [position, setPosition] = useState('');
  const [problems, setProblems] = useState<{ game?: string; position?: string }>({});
  const last = (rubric.games?.length ?? 0) + 1;
  const adding = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.addRubricGame, {
        params: { slug: rubric.slug },
        body: { game, position: position.trim() ? Number(position) : undefined, reason },
      }),
    onDone: () => void queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
    onClose,
  });
  const submit = () => {
    const wanted = Number(position);
    const found = {
      game: game ? undefined : 'Choose a game.',
      position:
        !position.trim() || (Number.isInteger(wanted) && wanted >= 1 && wanted <= last)
          ? undefined
          : `Enter a place from 1 to ${last}, or none for the end.`,
    };
    setProblems(found);
    if (!found.game && !found.position) adding.submit();
  };
  const serverProblems = fieldErrors(adding.change.error);
  return (
    <Dialog
      open
      title={`Add a game to ${rubric.title}`}
      description="It shows in the lobby's row and on the collection's page at once, if it is enabled."
      onClose={adding.close}
      busy={adding.change.isPending}
      submitLabel="Add game"
      onSubmit={submit}
    >
      {adding.change.isError ? <Notice>{errorMessage(adding.change.error)}</Notice> : null}
      {catalogue.isPending ? (
        <Loading label="Loading the catalogue…" />
      ) : catalogue.isError ? (
        <Notice>{errorMessage(catalogue.error)}</Notice>
      ) : (
        <SelectField
          label="Game"
          value={game}
          options={[
            { value: '', label: 'Choose a game…' },
            ...candidates.map((candidate) => ({
              value: candidate.slug,
              label: `${candidate.title}${candidate.enabled ? '' : ' (disabled)'}`,
            })),
          ]}
          onChange={setGame}
          error={problems.game ?? serverProblems.game}
        />
      )}
      <TextField
        label="Place in the collection"
        type="number"
        inputMode="numeric"
        inputClassName="w-32 tabular-nums"
        value={position}
        onChange={setPosition}
        error={problems.position ?? serverProblems.position}
        hint={`1 is the first; leave empty for the end (place ${last}).`}
      />
      <ReasonField {...adding.reasonField} />
    </Dialog>
  );
}
