import type { LimitType } from '@casino/contracts';
import type { LucideIcon } from 'lucide-react';
import Coins from 'lucide-react/icons/coins';
import Timer from 'lucide-react/icons/timer';
import TrendingDown from 'lucide-react/icons/trending-down';
import Wallet from 'lucide-react/icons/wallet';

export const LIMIT_TYPE_ICONS: Record<LimitType, LucideIcon> = {
  deposit: Wallet,
  loss: TrendingDown,
  wager: Coins,
  session: Timer,
};
