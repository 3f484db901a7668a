import type { CrashPaytable } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';

/** How the crash game pays: the cash-out chosen before launch, the crash point, the instant bust. */
export function CrashRules({ paytable }: { paytable: CrashPaytable }) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  return (
    <section className="grid gap-3 leading-relaxed text-muted">
      <h3 className="text-base font-bold text-fg">{t('studio.rules.howToPlay')}</h3>
      <p>
        {t('studio.crash.rules.cashOut', {
          min: formats.times(paytable.cashOut.min),
          max: formats.times(paytable.cashOut.max),
        })}
      </p>
      <p>{t('studio.crash.rules.pays')}</p>
      <p>{t('studio.crash.rules.bust', { oneIn: paytable.instantBustOneIn })}</p>
      <pre className="overflow-x-auto rounded-xl bg-surface-0/70 p-3 font-mono text-xs whitespace-pre-wrap text-fg ring-1 ring-line">
        {paytable.formula}
      </pre>
    </section>
  );
}
