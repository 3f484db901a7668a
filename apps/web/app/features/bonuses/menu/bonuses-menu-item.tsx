import Gift from 'lucide-react/icons/gift';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useClientData } from '../../../lib/use-hydrated';
import { useAvailableBonusesCount } from '../api/available-bonuses';
import { bonusesPath } from '../bonuses-path';

/** The player menu's way to the bonuses page, with how many bonuses wait to be taken there. */
export function BonusesMenuItem({ className }: { className: string }) {
  const { t, lang } = useTranslation();
  const available = useClientData(useAvailableBonusesCount().data) ?? 0;
  return (
    <DropdownMenu.Item asChild className={className}>
      <Link to={bonusesPath(lang)} data-testid="menu-bonuses">
        <Gift className="size-4.5" aria-hidden="true" />
        <span className="flex-1">{t('bonuses.menuLink')}</span>
        {available > 0 ? (
          <span
            data-testid="menu-bonuses-available"
            title={t('bonuses.availableCount', { count: available })}
            className="grid h-4.5 min-w-4.5 place-items-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-accent-fg tabular-nums"
          >
            {available}
          </span>
        ) : null}
      </Link>
    </DropdownMenu.Item>
  );
}
