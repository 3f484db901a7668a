import type { Bonus } from '@casino/contracts';
import { isFreebetBonus } from '../freebet/freebet-bonus';
import { FreebetTerms } from '../freebet/freebet-terms';
import { TermsList } from './terms-list';

/**
 * A bonus's terms as what it pays: a bonus paid as a free bet (a free-bet offer, or a sport deposit bonus whose
 * deposit brings one) in a free bet's terms, with no wagering to explain; any other in the bonus terms.
 */
export function BonusTermsOf({ bonus }: { bonus: Bonus }) {
  const freebet = bonus.terms.freebet !== null || isFreebetBonus(bonus);
  return freebet ? <FreebetTerms bonus={bonus} /> : <TermsList bonus={bonus} />;
}
