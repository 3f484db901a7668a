import { localizePath } from '@casino/contracts';
import History from 'lucide-react/icons/history';
import LogOut from 'lucide-react/icons/log-out';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { routeIcon } from '../../components/icons/route-icons';
import { pendingContact } from '../../features/auth/pending-contact';
import { promptIncompleteRegistration } from '../../features/auth/registration-prompt';
import { BonusesMenuItem } from '../../features/bonuses/menu/bonuses-menu-item';
import {
  AvatarUnreadBadge,
  NotificationsMenuItem,
} from '../../features/notifications/bell/notifications-menu-item';
import { ConnectionStatus } from '../../features/notifications/live/connection-status';
import { profilePath } from '../../features/profile/profile-path';
import { logout } from '../../lib/account/logout';
import { useAppData } from '../../lib/app-data';
import { depositPath, trackDepositButton } from '../../lib/cash-entry';
import { useTranslation } from '../../lib/i18n';
import { openAuthModal } from '../../lib/modals/auth-modals';
import { openModal } from '../../lib/modals/modal-store';
import { HOME_NAV_ITEM, navItems } from '../../lib/nav-items';
import { usePlayPaused } from '../../lib/play-pause';

const ITEMS = [HOME_NAV_ITEM, ...navItems()];

/** How long after the page starts an incomplete registration is brought up. */
const REMINDER_DELAY_MS = 1500;

const itemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-muted outline-none transition-colors data-[highlighted]:bg-surface-2 data-[highlighted]:text-fg';

/**
 * The player's avatar and menu (spec section 4 for logout: the session ends, then home with fresh app data, which
 * a new document gives).
 */
export default function PlayerMenu() {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const paused = usePlayPaused();
  const [leaving, setLeaving] = useState(false);
  const name = player.nickname ?? player.login ?? '';
  const contact = player.primaryContact === 'phone' ? player.phone : player.email;
  const toConfirm = pendingContact(player, undefined);

  useEffect(() => {
    // After the page's deep links had their turn (they may open a modal or disable the reminder).
    const timer = setTimeout(() => promptIncompleteRegistration(player, features), REMINDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [player, features]);

  const signOut = () => {
    setLeaving(true);
    const home = localizePath('/', i18nLang);
    // Even when the call fails the player asked to leave: the new document shows what the server thinks.
    void logout().finally(() => window.location.assign(home));
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="player-menu-button"
        aria-label={t('auth.playerMenu')}
        className="relative grid size-10 place-items-center rounded-full bg-accent text-base font-bold text-accent-fg uppercase ring-2 ring-accent/30 transition-shadow outline-none hover:ring-accent/60 focus-visible:ring-fg data-[state=open]:ring-accent/70"
      >
        <span aria-hidden="true">{name.slice(0, 1) || '•'}</span>
        <AvatarUnreadBadge />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="player-menu"
          className="z-50 w-72 animate-fade-in rounded-2xl bg-surface-1 p-1.5 shadow-elevation ring-1 ring-line"
        >
          <div className="px-3 pt-2.5 pb-3">
            <p className="text-xs text-muted">{t('auth.signedInAs')}</p>
            <p className="truncate text-base font-bold text-fg" data-testid="player-login">
              {name}
            </p>
            {contact && contact !== name ? <p className="truncate text-xs text-muted">{contact}</p> : null}
            <ConnectionStatus />
          </div>
          {toConfirm ? (
            <DropdownMenu.Item
              className={`${itemClass} text-accent-ink`}
              onSelect={() => openAuthModal('RegistrationConfirm', features, { type: toConfirm })}
            >
              <ShieldCheck className="size-4.5" aria-hidden="true" />
              {t('auth.confirmContact')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={profilePath(i18nLang)} data-testid="profile-link">
              <UserRound className="size-4.5" aria-hidden="true" />
              {t('profile.menuLink')}
            </Link>
          </DropdownMenu.Item>
          <BonusesMenuItem className={itemClass} />
          <NotificationsMenuItem className={itemClass} />
          {paused ? null : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link
                to={depositPath(i18nLang)}
                data-testid="menu-deposit"
                onClick={() =>
                  trackDepositButton({ cash_button_name: 'menu_deposit', button_placement: 'menu' })
                }
              >
                <Wallet className="size-4.5" aria-hidden="true" />
                {t('cash.menu.deposit')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={itemClass}
            data-testid="menu-money-box"
            onSelect={() => openModal('MoneyBoxModal')}
          >
            <PiggyBank className="size-4.5" aria-hidden="true" />
            {t('chance.moneyBox.menu')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={`${profilePath(i18nLang)}#transactions`} data-testid="menu-transactions">
              <History className="size-4.5" aria-hidden="true" />
              {t('cash.menu.history')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {ITEMS.map((item) => {
            const Icon = routeIcon(item.name);
            return (
              <DropdownMenu.Item key={item.name} asChild className={itemClass}>
                <Link to={localizePath(item.path, i18nLang)}>
                  <Icon className="size-4.5" aria-hidden="true" />
                  {t(item.labelKey)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            data-testid="logout-button"
            disabled={leaving}
            className={`${itemClass} data-[disabled]:opacity-50`}
            onSelect={signOut}
          >
            <LogOut className="size-4.5" aria-hidden="true" />
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
