import { OPERATOR_GAME_TAXONOMY_ENDPOINTS, type RubricView } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/error-messages';
import { rubricsQuery } from '../../api/game-taxonomy-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { PlaceDialog } from './place-dialog';
import { RubricCard } from './rubric-card';

/** `/games/rubrics`: the lobby's rows in order, each with its games. */
export function RubricsPage() {
  const mayManage = useCan()('games.manage');
  const rubrics = useQuery(rubricsQuery);
  const [moving, setMoving] = useState<{ rubric: RubricView; to: number } | null>(null);
  const all = rubrics.data?.rubrics ?? [];
  return (
    <>
      <PageHeader
        title="Rubrics"
        description="The lobby's rows, top to bottom, and the collections' own pages. Disabled games keep their place but are not shown. Every change needs a reason and is written to the audit trail."
      />
      {rubrics.isPending ? (
        <Loading label="Loading the rubrics…" />
      ) : rubrics.isError ? (
        <Notice>{errorMessage(rubrics.error)}</Notice>
      ) : all.length === 0 ? (
        <EmptyState>No rubrics.</EmptyState>
      ) : (
        <div className="space-y-4">
          {all.map((rubric) => (
            <RubricCard
              key={rubric.slug}
              rubric={rubric}
              total={all.length}
              mayManage={mayManage}
              onMove={(to) => setMoving({ rubric, to })}
            />
          ))}
        </div>
      )}
      {moving ? (
        <PlaceDialog
          change={{
            name: moving.rubric.title,
            orderLabel: 'Row in the lobby',
            from: moving.rubric.position,
            to: moving.to,
            total: all.length,
            send: (position, reason) =>
              callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.moveRubric, {
                params: { slug: moving.rubric.slug },
                body: { position, reason },
              }),
          }}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </>
  );
}
