import { type Bonus, localizePath } from '@casino/contracts';
import Ticket from 'lucide-react/icons/ticket';
import { ButtonLink } from '../../../components/ui/button';
import { useFreebets } from '../../../lib/freebets';
import { useTranslation } from '../../../lib/i18n';
import { SPORTSBOOK_PATH } from '../../../lib/play-mode';
import { BonusCard } from '../cards/bonus-card';
import { freebetOfBonus } from './freebet-bonus';
import { FreebetTerms } from './freebet-terms';

/**
 * A free bet the player has (decision 033): its terms, then what to do with it — place it at the sportsbook while
 * it may be placed, or wait for the bet it is riding on. It has no bonus balance, no wagering and no cancel here:
 * its money is a stake at the sportsbook, and what its bet wins is real money at once.
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
  const freebet = freebetOfBonus(bonus, useFreebets().data);
  return (
    <BonusCard bonus={bonus} anchor={anchor} highlight={highlight}>
      <FreebetTerms bonus={bonus} freebet={freebet} />
      {bonus.status === 'applied' ? (
        <ButtonLink
          to={localizePath(SPORTSBOOK_PATH, lang)}
          className="justify-self-start"
          data-testid="freebet-place"
        >
          <Ticket className="size-4.5" aria-hidden="true" />
          {t('bonuses.freebet.place')}
        </ButtonLink>
      ) : bonus.status === 'rollover' ? (
        <p className="text-sm text-muted" data-testid="freebet-in-play">
          {t('bonuses.freebet.inPlayText')}
        </p>
      ) : null}
    </BonusCard>
  );
}
