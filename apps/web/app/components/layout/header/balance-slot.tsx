import type { ReactNode } from 'react';
import { useAppData } from '../../../lib/app-data';

/**
 * Where a logged-in player's balance and deposit button sit in the header. Guests see nothing here; the
 * wallet capability passes its balance as children.
 */
export function BalanceSlot({ children }: { children?: ReactNode }) {
  const { isGuest } = useAppData().appMain.player;
  if (isGuest || !children) return null;
  return <div className="flex items-center gap-2">{children}</div>;
}
