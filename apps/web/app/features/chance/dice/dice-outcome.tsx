import { type DiceActivity, type DicePlayResponse, localizePath } from '@casino/contracts';
import Gift from 'lucide-react/icons/gift';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Wallet from 'lucide-react/icons/wallet';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { chanceVerifyHref } from '../chance-verify-link';
import type { ThrowOutcome } from './dice-rules';

type Played = DicePlayResponse['data'];

function PrizeClaim({ prize }: { prize: Played['play']['prizes'][number] }) {
  const { t, lang } = useTranslation();
  if (prize.type === 'money')
    return <p className="text-sm text-muted">{t('chance.dice.result.claimMoney')}</p>;
  if (prize.type !== 'bonus_fs' && prize.type !== 'bonus_deposit') return null;
  // A deposit bonus the player cannot take on its own opens the cash desk with it (spec section 4).
  const toCash = prize.type === 'bonus_deposit' && !prize.canBeApplied && prize.bonusId !== null;
  return (
    <ButtonLink
      to={
        toCash ? depositPath(lang, prize.bonusId ?? undefined) : localizePath(MAIN_ROUTES.bonuses.path, lang)
      }
      size="lg"
      className="w-full"
      onClick={closeModal}
      data-testid="dice-claim"
    >
      {t(toCash ? 'chance.dice.result.toCash' : 'chance.dice.result.toBonuses')}
    </ButtonLink>
  );
}

/**
 * The screen after a throw (spec section 4): the reward (or no prize) with the way to take it, the deposit screen
 * when no throws are left, the limit screen at the most attempts, or the retry screen with the throws left.
 */
export function DiceOutcome({
  outcome,
  played,
  activity,
  onRetry,
  onBack,
}: {
  outcome: ThrowOutcome;
  played: Played;
  activity: DiceActivity;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t, lang } = useTranslation();
  const prize = played.play.prizes[0];
  const verify = (
    <Link
      to={chanceVerifyHref(lang, 'dice', played.play.draw)}
      onClick={closeModal}
      className="inline-flex items-center justify-center gap-1.5 text-xs font-semibold text-accent-ink hover:underline"
      data-testid="dice-verify"
    >
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t('chance.dice.result.verify')}
    </Link>
  );
  const screens: Record<
    ThrowOutcome,
    { icon: React.ReactNode; title: string; body: React.ReactNode; actions: React.ReactNode }
  > = {
    reward: {
      icon: <Gift className="size-8" aria-hidden="true" />,
      title: t('chance.dice.result.rewardTitle'),
      body: (
        <p className="text-2xl font-extrabold text-fg" data-testid="dice-prize">
          {prize?.text}
        </p>
      ),
      actions: prize ? <PrizeClaim prize={prize} /> : null,
    },
    'no-prize': {
      icon: <Gift className="size-8" aria-hidden="true" />,
      title: t('chance.dice.result.noPrizeTitle'),
      body: null,
      actions: null,
    },
    deposit: {
      icon: <Wallet className="size-8" aria-hidden="true" />,
      title: t('chance.dice.result.depositTitle'),
      body: (
        <p className="text-sm text-muted">
          {t('chance.dice.result.depositText', { max: activity.maxTries })}
        </p>
      ),
      actions: (
        <ButtonLink
          to={depositPath(lang)}
          size="lg"
          className="w-full"
          onClick={() => {
            trackDepositButton({ cash_button_name: 'dice_deposit', button_placement: 'bonus' });
            closeModal();
          }}
          data-testid="dice-deposit"
        >
          {t('chance.dice.deposit')}
        </ButtonLink>
      ),
    },
    limit: {
      icon: <RotateCcw className="size-8" aria-hidden="true" />,
      title: t('chance.dice.result.limitTitle'),
      body: (
        <p className="text-sm text-muted">{t('chance.dice.result.limitText', { max: activity.maxTries })}</p>
      ),
      actions: null,
    },
    retry: {
      icon: <RotateCcw className="size-8" aria-hidden="true" />,
      title: t('chance.dice.result.retryTitle'),
      body: (
        <p className="text-sm text-muted">{t('chance.dice.result.retryText', { count: played.triesLeft })}</p>
      ),
      actions: (
        <Button size="lg" className="w-full" onClick={onRetry} data-testid="dice-retry">
          {t('chance.dice.result.retry')}
        </Button>
      ),
    },
  };
  const screen = screens[outcome];
  return (
    <div
      className="grid justify-items-center gap-3 text-center"
      data-testid={`dice-outcome-${outcome}`}
      role="status"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        {screen.icon}
      </span>
      <h3 className="text-xl font-bold text-fg">{screen.title}</h3>
      {screen.body}
      <div className="grid w-full gap-2">
        {screen.actions}
        <Button variant="ghost" size="lg" className="w-full" onClick={onBack} data-testid="dice-back">
          {t('chance.dice.result.close')}
        </Button>
      </div>
      {verify}
    </div>
  );
}
