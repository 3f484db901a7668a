import { useTranslation } from '../../../lib/i18n';

/**
 * Real money or demo, as two segments; the modal launches the game again in the chosen mode. Real money is
 * disabled while a time-out or self-exclusion is in force.
 */
export function ModeSwitch({
  isMoney,
  onChange,
  realDisabled = false,
}: {
  isMoney: boolean;
  onChange: (isMoney: boolean) => void;
  realDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const segment = (active: boolean) =>
    `h-8 rounded-lg px-3 text-xs font-bold tracking-wide uppercase transition-colors ${
      active ? 'bg-accent text-accent-fg shadow-sm' : 'text-white/65 hover:text-white'
    }`;
  return (
    <fieldset className="flex min-w-0 rounded-xl bg-white/8 p-1 ring-1 ring-white/10">
      <legend className="sr-only">{t('games.modal.mode')}</legend>
      <button
        type="button"
        aria-pressed={isMoney}
        disabled={realDisabled}
        onClick={() => onChange(true)}
        data-testid="game-mode-real"
        className={`${segment(isMoney)} disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:text-white/65`}
      >
        {t('games.modal.real')}
      </button>
      <button
        type="button"
        aria-pressed={!isMoney}
        onClick={() => onChange(false)}
        data-testid="game-mode-demo"
        className={segment(!isMoney)}
      >
        {t('games.modal.demo')}
      </button>
    </fieldset>
  );
}
