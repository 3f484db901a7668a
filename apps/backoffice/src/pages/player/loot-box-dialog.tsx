import { OPERATOR_LOOT_BOX_ENDPOINTS, type PlayerDetail } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { lootBoxCampaignsQuery } from '../../api/loot-box-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { Dialog, ReasonField } from '../../components/dialog';
import { Notice } from '../../components/ui';
import { useReasonedChange } from '../../lib/use-reasoned-change';

/**
 * Gives the player a loot box of an enabled campaign (marketing's goodwill, or a prize made good by hand). The
 * dialog's request id is fixed while it is open, so a repeated press or a retry never gives a second box.
 */
export function LootBoxDialog({
  player,
  onClose,
  onDone,
}: {
  player: PlayerDetail;
  onClose: () => void;
  onDone: (campaignTitle: string) => void;
}) {
  const queryClient = useQueryClient();
  const campaigns = useQuery(lootBoxCampaignsQuery);
  const open = (campaigns.data?.campaigns ?? []).filter((campaign) => campaign.enabled);
  const [requestId] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState('');
  const campaignId = chosen || open[0]?.id || '';
  const selectId = useId();
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_LOOT_BOX_ENDPOINTS.grant, {
        params: { id: player.id },
        body: { requestId, campaignId, reason },
      }),
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: ['players', player.id] });
      onDone(open.find((campaign) => campaign.id === campaignId)?.title.en ?? campaignId);
    },
    onClose,
  });
  return (
    <Dialog
      open
      title={`Give ${player.login} a loot box`}
      description="The player finds it on the bonuses page and opens one of its chests for a prize from the campaign's published table."
      onClose={close}
      busy={change.isPending}
      submitLabel="Give loot box"
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      {campaigns.isSuccess && open.length === 0 ? (
        <Notice tone="amber">No loot-box campaign is enabled.</Notice>
      ) : null}
      <div>
        <label htmlFor={selectId} className="bo-label">
          Campaign
        </label>
        <select
          id={selectId}
          className="bo-input"
          value={campaignId}
          disabled={open.length === 0}
          onChange={(event) => setChosen(event.target.value)}
        >
          {campaigns.isPending ? <option value="">Loading…</option> : null}
          {open.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.title.en} ({campaign.chestCount} chests)
            </option>
          ))}
        </select>
        {fieldErrors(change.error).campaignId ? (
          <p className="mt-1 text-xs text-red-600">{fieldErrors(change.error).campaignId}</p>
        ) : null}
      </div>
      <ReasonField {...reasonField} />
    </Dialog>
  );
}
