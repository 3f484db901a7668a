import { useQuery, useQueryClient } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { piggyBankQuery } from '../piggy/piggy-endpoints';
import { PiggyPanel } from '../piggy/piggy-panel';
import { MONEY_BOX_KEY, moneyBoxQuery } from './money-box-endpoints';
import { MoneyBoxPanel } from './money-box-panel';

type Tab = 'box' | 'piggy';

/** The `step` of the `money-box` deep link: `piggy-bank` opens the piggy bank's tab, anything else the box. */
export function tabOfStep(step: string | undefined): Tab {
  return step === 'piggy-bank' ? 'piggy' : 'box';
}

function Loading() {
  return <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />;
}

function BoxTab() {
  const { t } = useTranslation();
  const box = useQuery(moneyBoxQuery());
  if (box.isPending) return <Loading />;
  if (box.isError) return <p className="text-sm text-muted">{t('chance.moneyBox.loadFailed')}</p>;
  return <MoneyBoxPanel box={box.data} />;
}

function PiggyTab() {
  const { t } = useTranslation();
  const page = useQuery(piggyBankQuery());
  if (page.isPending) return <Loading />;
  if (page.isError) return <p className="text-sm text-muted">{t('chance.moneyBox.loadFailed')}</p>;
  return <PiggyPanel piggy={page.data.piggyBank} breaks={page.data.breaks} />;
}

/**
 * MoneyBoxModal (`money-box` deep link with `step`, the player menu): the money box — money set aside from play,
 * each amount with its dates, collected one by one or all that is due — and the piggy bank beside it. A `moneyBox`
 * `update` push brings the whole box.
 */
export default function MoneyBoxModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>(tabOfStep(params.step));
  usePushHandler('moneyBox', (message) => {
    if (message.action === 'update') queryClient.setQueryData(MONEY_BOX_KEY, message.data);
  });
  return (
    <div data-testid="money-box-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={t('chance.moneyBox.title')}
        description={tab === 'box' ? t('chance.moneyBox.lead') : undefined}
      />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        <ChoiceTabs
          label={t('chance.moneyBox.tabs.label')}
          value={tab}
          options={[
            { value: 'box' as const, label: t('chance.moneyBox.tabs.box') },
            { value: 'piggy' as const, label: t('chance.moneyBox.tabs.piggy') },
          ]}
          onChange={setTab}
          testId="money-box-tabs"
        />
        {tab === 'box' ? <BoxTab /> : <PiggyTab />}
      </div>
    </div>
  );
}
