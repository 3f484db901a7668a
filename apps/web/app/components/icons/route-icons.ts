import type { LucideIcon } from 'lucide-react';
import CircleHelp from 'lucide-react/icons/circle-help';
import Coins from 'lucide-react/icons/coins';
import Dices from 'lucide-react/icons/dices';
import Handshake from 'lucide-react/icons/handshake';
import House from 'lucide-react/icons/house';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Smartphone from 'lucide-react/icons/smartphone';
import Ticket from 'lucide-react/icons/ticket';
import UsersRound from 'lucide-react/icons/users-round';
import type { MainRouteName } from '../../lib/route-table';

/** The icon of each section in the navigation; a section without its own icon gets the generic one. */
const ROUTE_ICONS: Partial<Record<MainRouteName, LucideIcon>> = {
  home: House,
  games: Dices,
  faq: CircleHelp,
  partnership: Handshake,
  socialNetworks: UsersRound,
  mobileApp: Smartphone,
  lottery: Ticket,
  jackpot: Coins,
};

export function routeIcon(name: MainRouteName): LucideIcon {
  return ROUTE_ICONS[name] ?? LayoutGrid;
}
