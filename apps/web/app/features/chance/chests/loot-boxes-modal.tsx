import { useQuery, useQueryClient } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { ChestOdds } from './chest-odds';
import { ChestPrize } from './chest-prize';
import { ChestRow } from './chest-row';
import { lootBoxStep } from './chest-step';
import { callChestEndpoint, LOOT_BOXES_KEY, lootBoxListQuery, lootBoxQuery } from './chests-endpoints';
import { useChestOpen } from './use-chest-open';

function LootBoxPick({ id }: { id: number }) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const box = useQuery(lootBoxQuery(id, lang));
  const open = useChestOpen(async (chestNumber) => {
    const { data } = await callChestEndpoint('lootBoxOpen', {
      params: { id },
      body: { chestNumber },
      query: { lang },
    });
    queryClient.setQueryData(lootBoxQuery(id, lang).queryKey, data);
    void queryClient.invalidateQueries({ queryKey: [...LOOT_BOXES_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  });
  if (box.isPending)
    return <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />;
  const data = box.data;
  const step = lootBoxStep(data);
  if (!data || step === 'disabled')
    return <p className="text-center text-sm text-muted">{t('chance.chests.lootBox.disabled')}</p>;
  return (
    <div className="grid gap-5" data-testid={`loot-box-step-${step}`}>
      <p className="text-center text-base font-bold text-fg">
        {step === 'select'
          ? open.opening !== null
            ? t('chance.chests.opening')
            : t('chance.chests.pick')
          : data.title}
      </p>
      <ChestRow
        chests={data.chests}
        opening={open.opening}
        onPick={step === 'select' ? open.pick : undefined}
        testId="loot-box-row"
      />
      {open.error ? (
        <p role="alert" className="text-center text-sm text-danger">
          {open.error}
        </p>
      ) : null}
      {step === 'receive' ? (
        <ChestPrize pick={data} onDone={closeModal} doneLabel={t('chance.chests.lootBox.done')} />
      ) : null}
      <ChestOdds pick={data} testId="loot-box-odds" />
    </div>
  );
}

/**
 * LotteryLootBoxesPopup: one of the player's loot boxes (`id`, or the oldest still to open) at its step (spec
 * section 4: disabled, receive, select): pick a chest, see it open to its drawn prize.
 */
export default function LootBoxesModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const asked = Number(params.id);
  const byParam = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const list = useQuery({ ...lootBoxListQuery(lang), enabled: byParam === undefined });
  // The box found first is kept: once it is opened it leaves the list, and its prize is still to be shown.
  const listed = list.data?.[0]?.id;
  const [kept, setKept] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (kept === undefined && listed !== undefined) setKept(listed);
  }, [kept, listed]);
  const id = byParam ?? kept ?? listed;
  return (
    <div data-testid="loot-box-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('chance.chests.lootBox.title')} description={t('chance.chests.lootBox.lead')} />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        {id !== undefined ? (
          <LootBoxPick id={id} />
        ) : list.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : (
          <p className="text-center text-sm text-muted">{t('chance.chests.lootBox.none')}</p>
        )}
      </div>
    </div>
  );
}
