import { type GameProviderView, OPERATOR_GAME_TAXONOMY_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/error-messages';
import { providersQuery } from '../../api/game-taxonomy-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { OrderButtons, PlaceDialog } from './place-dialog';

function ProvidersTable({
  providers,
  mayManage,
  onMove,
}: {
  providers: GameProviderView[];
  mayManage: boolean;
  onMove: (provider: GameProviderView, to: number) => void;
}) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Game providers in order</caption>
      <thead>
        <tr>
          <th scope="col" className="w-12 text-right">
            #
          </th>
          <th scope="col">Provider</th>
          <th scope="col" className="text-right">
            Enabled games
          </th>
          <th scope="col" className="text-right">
            All games
          </th>
          {mayManage ? (
            <th scope="col" className="text-right">
              Order
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {providers.map((provider) => (
          <tr key={provider.slug}>
            <td className="text-right font-mono text-xs tabular-nums text-slate-500">{provider.position}</td>
            <td>
              <div className="font-medium">{provider.title}</div>
              <div className="font-mono text-xs text-slate-500">{provider.slug}</div>
            </td>
            <td className="text-right tabular-nums">{provider.games.enabled}</td>
            <td className="text-right tabular-nums">{provider.games.total}</td>
            {mayManage ? (
              <td>
                <OrderButtons
                  name={provider.title}
                  position={provider.position}
                  total={providers.length}
                  onMove={(to) => onMove(provider, to)}
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/games/providers`: the game providers in their order, with their games counted. */
export function ProvidersPage() {
  const mayManage = useCan()('games.manage');
  const providers = useQuery(providersQuery);
  const [moving, setMoving] = useState<{ provider: GameProviderView; to: number } | null>(null);
  const all = providers.data?.providers ?? [];
  return (
    <>
      <PageHeader
        title="Providers"
        description="The studios whose games the casino offers, in the order they are listed in. Every move needs a reason and is written to the audit trail."
      />
      <Card>
        {providers.isPending ? (
          <Loading label="Loading the providers…" />
        ) : providers.isError ? (
          <Notice>{errorMessage(providers.error)}</Notice>
        ) : all.length === 0 ? (
          <EmptyState>No providers.</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <ProvidersTable
              providers={all}
              mayManage={mayManage}
              onMove={(provider, to) => setMoving({ provider, to })}
            />
          </div>
        )}
      </Card>
      {moving ? (
        <PlaceDialog
          change={{
            name: moving.provider.title,
            orderLabel: 'Place among the providers',
            from: moving.provider.position,
            to: moving.to,
            total: all.length,
            send: (position, reason) =>
              callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.moveProvider, {
                params: { slug: moving.provider.slug },
                body: { position, reason },
              }),
          }}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </>
  );
}
