import { type Bonus, localizePath } from '@casino/contracts';
import Ticket from 'lucide-react/icons/ticket';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { SPORTSBOOK_PATH } from '../../../lib/play-mode';
import { BonusCard } from '../cards/bonus-card';
import { CancelConfirm } from '../cards/cancel-confirm';
import { FreebetTerms } from './freebet-terms';

/**
 * A free bet the player has (decision 033): its terms, then what to do with it — place it at the sportsbook or
 * cancel it (after a confirmation that it will be gone) while it is not placed, or wait for the bet it is riding on.
 * It has no bonus balance and no wagering: its money is a stake at the sportsbook, and what its bet wins is real
 * money at once. An open confirmation stays while the free bet moves on (placed meanwhile elsewhere), so the
 * server's refusal to cancel it is read where it was asked for.
 */
export function FreebetCard({
  bonus,
  anchor,
  highlight = false,
}: {
  bonus: Bonus;
  anchor: string | undefined;
  highlight?: boolean;
}) {
  const { t, lang } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { playerBonusId } = bonus;
  return (
    <BonusCard bonus={bonus} anchor={anchor} highlight={highlight}>
      <FreebetTerms bonus={bonus} />
      {confirming && playerBonusId !== null ? (
        <CancelConfirm bonus={bonus} playerBonusId={playerBonusId} onKeep={() => setConfirming(false)} />
      ) : bonus.status === 'applied' ? (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={localizePath(SPORTSBOOK_PATH, lang)} data-testid="freebet-place">
            <Ticket className="size-4.5" aria-hidden="true" />
            {t('bonuses.freebet.place')}
          </ButtonLink>
          {playerBonusId !== null ? (
            <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="bonus-cancel">
              {t('bonuses.freebet.cancel.button')}
            </Button>
          ) : null}
        </div>
      ) : bonus.status === 'rollover' ? (
        <p className="text-sm text-muted" data-testid="freebet-in-play">
          {t('bonuses.freebet.inPlayText')}
        </p>
      ) : null}
    </BonusCard>
  );
}
