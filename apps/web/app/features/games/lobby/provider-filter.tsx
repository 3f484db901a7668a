import type { GameProvider } from '@casino/contracts';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The providers of the games, to narrow the lobby to one. */
export function ProviderFilter({
  providers,
  value,
  onChange,
}: {
  providers: readonly GameProvider[];
  value: string | null;
  onChange: (provider: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative shrink-0">
      <label htmlFor={id} className="sr-only">
        {t('games.lobby.provider')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        data-testid="lobby-provider"
        className="h-9 appearance-none rounded-full bg-surface-1 pr-9 pl-4 text-sm font-semibold text-fg ring-1 ring-line transition outline-none hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent"
      >
        <option value="">{t('games.lobby.allProviders')}</option>
        {providers.map((provider) => (
          <option key={provider.slug} value={provider.slug}>
            {provider.title}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
