import type { SevensDrop } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Check } from '../../../components/ui/verify-fields';
import { useTranslation } from '../../../lib/i18n';
import { checkSevensDrop, type SevensDropCheck } from './verify-sevens-drop';

/** The latest drops in the viewer's currency, newest first, each winner masked and each verifiable in place. */
export function SevensDrops({ drops }: { drops: readonly SevensDrop[] }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3" data-testid="sevens-drops">
      <h3 className="text-base font-bold text-fg">{t('chance.sevens.drops.title')}</h3>
      {drops.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.sevens.drops.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {drops.map((drop) => (
            <DropRow key={drop.roundId} drop={drop} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A drop with its "verify": the hash and the drop point recomputed in the browser from the revealed seed. */
function DropRow({ drop }: { drop: SevensDrop }) {
  const { t, lang } = useTranslation();
  const [check, setCheck] = useState<SevensDropCheck | null>(null);
  return (
    <li className="grid gap-2 rounded-xl bg-surface-1 p-3 text-sm ring-1 ring-line" data-testid="sevens-drop">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="text-fg">{t('chance.sevens.drops.winner', { winner: drop.winner })}</span>
        <span className="font-bold text-win tabular-nums">
          {formatMoney(drop.amount, drop.currency, lang)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">{formatDayTime(new Date(drop.wonAt), lang)}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setCheck(checkSevensDrop(drop))}
          data-testid="sevens-drop-verify"
        >
          {t('chance.sevens.drops.verify')}
        </Button>
      </div>
      {check ? (
        <div className="grid gap-1">
          <Check ok={check.matches} testId="sevens-drop-verdict">
            {check.matches
              ? t('chance.sevens.drops.verified', {
                  hash: check.hash,
                  amount: formatMoney(check.dropAmount, drop.currency, lang),
                })
              : t('chance.sevens.drops.mismatch')}
          </Check>
          <p className="font-mono text-xs break-all text-muted">
            {t('chance.sevens.drops.seed', { seed: drop.serverSeed })}
          </p>
        </div>
      ) : null}
    </li>
  );
}
