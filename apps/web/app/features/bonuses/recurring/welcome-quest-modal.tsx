import type { WelcomeStep } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useNavigate } from 'react-router';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { bonusesPath } from '../bonuses-path';
import { welcomePackQuery } from './recurring-queries';

/**
 * WelcomeQuestModal (spec: `popup=start-chain`, `openModal=WelcomeQuest`): the welcome chain's steps in order,
 * each marked done once its bonus was taken, and the way to the bonuses page where the next is taken.
 */
export default function WelcomeQuestModal() {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const steps = useQuery(welcomePackQuery(lang));
  const list = steps.data ?? [];
  const allDone = list.length > 0 && list.every((step) => step.done);

  const toBonuses = () => {
    closeModal();
    void navigate(bonusesPath(lang));
  };

  return (
    <div data-testid="welcome-quest-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('bonuses.welcomeQuest.title')} description={t('bonuses.welcomeQuest.lead')} />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {steps.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">{t('bonuses.welcomeQuest.empty')}</p>
        ) : (
          <ol className="grid gap-2" data-testid="welcome-quest-steps">
            {list.map((step) => (
              <StepRow key={step.bonus.id} step={step} />
            ))}
          </ol>
        )}
        {allDone ? <p className="text-sm font-medium text-fg">{t('bonuses.welcomeQuest.allDone')}</p> : null}
        <Button size="lg" className="w-full" onClick={toBonuses} data-testid="welcome-quest-bonuses">
          {t('bonuses.welcomeQuest.toBonuses')}
        </Button>
      </div>
    </div>
  );
}

function StepRow({ step }: { step: WelcomeStep }) {
  const { t } = useTranslation();
  const Icon = step.done ? CircleCheck : CircleDashed;
  return (
    <li
      data-testid="welcome-quest-step"
      data-done={step.done}
      className={`flex items-center gap-3 rounded-xl p-3 ring-1 ${step.done ? 'bg-accent/10 ring-accent/30' : 'bg-surface-2 ring-line'}`}
    >
      <Icon
        className={`size-6 shrink-0 ${step.done ? 'text-accent-ink' : 'text-muted'}`}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('bonuses.welcomeQuest.step', { step: step.step })}
        </p>
        <p className="truncate font-semibold text-fg">{step.bonus.title}</p>
      </div>
      <span className="text-xs font-medium text-muted">
        {t(step.done ? 'bonuses.welcomeQuest.done' : 'bonuses.welcomeQuest.todo')}
      </span>
    </li>
  );
}
