/** Who may use a deep link or open a modal (spec section 6: guests and registered players). */
export type Audience = 'guest' | 'player' | 'any';

export function allowsViewer(audience: Audience, isGuest: boolean): boolean {
  if (audience === 'any') return true;
  return audience === 'guest' ? isGuest : !isGuest;
}
