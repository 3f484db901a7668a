import type { OperatorPermission } from '@casino/contracts/backoffice';
import { OPERATOR_SESSION_ENDPOINTS } from '@casino/contracts/backoffice';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BanknoteArrowDown,
  Building2,
  ChartColumn,
  Clover,
  Dice5,
  Dices,
  FerrisWheel,
  FileCheck2,
  FileText,
  GalleryHorizontal,
  Gem,
  Gift,
  ListChecks,
  LogOut,
  Medal,
  MessageCircleQuestionMark,
  PackageOpen,
  PiggyBank,
  Rows3,
  Scale,
  Shield,
  Ticket,
  TicketPercent,
  Trophy,
  UserCog,
  Users,
  Vault,
  Wallet,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { sessionHasEnded, sessionQuery, signedOut } from '../api/session';
import { Badge, Button, Loading, Notice } from '../components/ui';
import { humanize } from '../lib/format';

interface Screen {
  to: string;
  label: string;
  permission: OperatorPermission;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Marked current on its own address only, not on the screens under it (Games, beside Rubrics). */
  end?: boolean;
}

/** The console's screens, each shown only to an operator holding its permission. */
export const SCREENS: Screen[] = [
  { to: '/players', label: 'Players', permission: 'players.read', icon: Users },
  { to: '/documents', label: 'Documents', permission: 'kyc.read', icon: FileCheck2 },
  { to: '/withdrawals', label: 'Withdrawals', permission: 'payments.read', icon: Wallet },
  { to: '/deposits', label: 'Deposits', permission: 'payments.read', icon: BanknoteArrowDown },
  { to: '/adjustments', label: 'Adjustments', permission: 'ledger.read', icon: Scale },
  { to: '/reconciliation', label: 'Reconciliation', permission: 'ledger.read', icon: ListChecks },
  { to: '/reports', label: 'Reports', permission: 'reports.read', icon: ChartColumn },
  { to: '/sportsbook', label: 'Sportsbook', permission: 'sportsbook.read', icon: Trophy },
  { to: '/games', label: 'Games', permission: 'games.read', icon: Dices, end: true },
  { to: '/games/rubrics', label: 'Rubrics', permission: 'games.read', icon: Rows3 },
  { to: '/games/providers', label: 'Providers', permission: 'games.read', icon: Building2 },
  { to: '/content/pages', label: 'Pages', permission: 'content.read', icon: FileText },
  { to: '/content/banners', label: 'Banners', permission: 'content.read', icon: GalleryHorizontal },
  { to: '/content/faq', label: 'FAQ', permission: 'content.read', icon: MessageCircleQuestionMark },
  { to: '/promotions/bonuses', label: 'Bonuses', permission: 'promotions.read', icon: Gift },
  { to: '/promotions/promo-codes', label: 'Promo codes', permission: 'promotions.read', icon: TicketPercent },
  { to: '/competitions', label: 'Competitions', permission: 'promotions.read', icon: Medal },
  { to: '/dice', label: 'Dice', permission: 'promotions.read', icon: Dice5 },
  { to: '/lotteries', label: 'Lotteries', permission: 'promotions.read', icon: Ticket },
  { to: '/wheels', label: 'Wheels of fortune', permission: 'promotions.read', icon: FerrisWheel },
  { to: '/chest-campaigns', label: 'Chests', permission: 'promotions.read', icon: PackageOpen },
  { to: '/piggy-bank', label: 'Piggy bank', permission: 'promotions.read', icon: PiggyBank },
  { to: '/jackpots', label: 'Jackpots', permission: 'promotions.read', icon: Vault },
  { to: '/jackpot-sevens', label: 'Jackpot-sevens', permission: 'promotions.read', icon: Clover },
  { to: '/drops', label: 'Drops', permission: 'promotions.read', icon: Gem },
  { to: '/operators', label: 'Operators', permission: 'operators.manage', icon: UserCog },
];

export function LoginRedirect() {
  const location = useLocation();
  return (
    <Navigate
      to="/login"
      replace
      state={{ from: `${location.pathname}${location.search}`, ended: sessionHasEnded() }}
    />
  );
}

/** The signed-in frame: navigation, the operator, sign out. Nobody signed in: the login page. */
export function Shell() {
  const session = useQuery(sessionQuery);
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.logout),
    onSettled: () => {
      signedOut();
      navigate('/login', { replace: true });
    },
  });

  if (session.isPending) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Loading label="Opening the back office…" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto mt-24 max-w-md space-y-3 px-4">
        <Notice>{errorMessage(session.error)}</Notice>
        <Button onClick={() => session.refetch()}>Try again</Button>
      </div>
    );
  }
  // Signed out here: the login page opens without a page to return to, so whoever signs in next starts afresh.
  if (!session.data) return logout.isIdle ? <LoginRedirect /> : null;

  const { operator } = session.data;
  const screens = SCREENS.filter((screen) => operator.permissions.includes(screen.permission));

  return (
    <div className="grid min-h-screen grid-cols-[13.5rem_1fr]">
      <aside className="sticky top-0 flex h-screen flex-col border-r border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-2 border-b border-slate-100 px-4">
          <Shield aria-hidden="true" className="size-5 text-indigo-600" />
          <span className="text-sm font-semibold tracking-tight">Back office</span>
        </div>
        <nav aria-label="Main" className="flex-1 p-2">
          <ul className="space-y-0.5">
            {screens.map((screen) => (
              <li key={screen.to}>
                <NavLink
                  to={screen.to}
                  end={screen.end}
                  className={({ isActive }) =>
                    `flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium ${
                      isActive
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  <screen.icon aria-hidden="true" className="size-4" />
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {screens.length === 0 ? (
            <p className="px-2.5 py-2 text-xs text-slate-500">Your roles give access to no screen yet.</p>
          ) : null}
        </nav>
        <p className="border-t border-slate-100 px-4 py-3 text-[11px] text-slate-400">
          Sessions end after 15 minutes without activity.
        </p>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-10 flex h-14 items-center justify-end gap-4 border-b border-slate-200 bg-white/95 px-6 backdrop-blur">
          <div className="flex items-center gap-2 text-sm">
            <span className="text-slate-500">Signed in as</span>
            <span className="font-medium">{operator.login}</span>
            <ul className="flex gap-1" aria-label="Roles">
              {operator.roles.map((role) => (
                <li key={role}>
                  <Badge tone="violet">{humanize(role)}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <Button size="sm" onClick={() => logout.mutate()} busy={logout.isPending}>
            <LogOut aria-hidden="true" className="size-3.5" />
            Sign out
          </Button>
        </header>
        <main className="min-w-0 flex-1 px-6 py-5">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** `/backoffice/`: the first screen the operator may use. */
export function HomeRedirect() {
  const session = useQuery(sessionQuery);
  const first = SCREENS.find((screen) => session.data?.operator.permissions.includes(screen.permission));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <div className="max-w-lg">
      <Notice tone="blue">
        Your roles give access to no screen of the back office yet. Ask an administrator.
      </Notice>
    </div>
  );
}

/** A screen the operator's permissions do not cover: said inline, the navigation stays. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const session = useQuery(sessionQuery);
  if (!session.data?.operator.permissions.includes(permission)) {
    return (
      <div className="max-w-lg">
        <Notice>You do not have permission for this.</Notice>
      </div>
    );
  }
  return children;
}
