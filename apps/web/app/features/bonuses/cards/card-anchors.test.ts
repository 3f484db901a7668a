import type { BonusList } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { cardAnchors } from './card-anchors';

const bonus = (id: number, playerBonusId: number | null) => testBonus({ id, playerBonusId });

describe('the bonus cards’ anchors', () => {
  it('puts `card-bonus-{id}` on the first card of each bonus, in the page’s order', () => {
    const active = bonus(3, 30);
    const offer = bonus(5, null);
    const earlier = bonus(3, 12);
    const closed = bonus(9, 13);
    const list: BonusList = { active, queued: [], available: [offer], history: [earlier, closed] };
    const anchors = cardAnchors(list);
    expect(anchors.get(active)).toBe('card-bonus-3');
    expect(anchors.get(offer)).toBe('card-bonus-5');
    expect(anchors.get(closed)).toBe('card-bonus-9');
    // The same bonus taken before keeps no second id: the link lands on the live card.
    expect(anchors.has(earlier)).toBe(false);
  });
});
