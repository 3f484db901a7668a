import type { Money } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import ExternalLink from 'lucide-react/icons/external-link';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { useTranslation } from '../../../lib/i18n';
import type { BankTransferDetails as Details } from '../state/deposit-flow';

/**
 * A bank transfer's details with copy buttons: the deposit is credited when the provider reports the money
 * arrived, which the cash desk keeps watching for while this is open.
 */
export function BankTransferDetails({
  details,
  money,
  onDone,
}: {
  details: Details;
  money: Money;
  onDone: () => void;
}) {
  const { t, lang } = useTranslation();
  const rows = [
    // The IBAN reads in groups of four, as banks print it; it is copied without the spaces.
    {
      key: 'iban',
      label: t('cash.bank.iban'),
      value: details.iban,
      shown: details.iban.replace(/(.{4})(?=.)/g, '$1 '),
    },
    {
      key: 'beneficiary',
      label: t('cash.bank.beneficiary'),
      value: details.beneficiary,
      shown: details.beneficiary,
    },
    { key: 'reference', label: t('cash.bank.reference'), value: details.reference, shown: details.reference },
  ];
  return (
    <div className="grid gap-4" data-testid="bank-transfer">
      <div className="grid gap-1">
        <h3 className="text-lg font-bold text-fg">{t('cash.bank.title')}</h3>
        <p className="text-sm leading-relaxed text-muted">
          {t('cash.bank.lead', { amount: formatMoney(money.amount, money.currency, lang) })}
        </p>
      </div>
      <dl className="grid divide-y divide-line overflow-hidden rounded-2xl bg-surface-2/60 ring-1 ring-line">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-3 px-4 py-3">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <dt className="text-xs text-muted">{row.label}</dt>
              <dd
                className="font-mono text-sm font-semibold break-all text-fg"
                data-testid={`bank-${row.key}`}
              >
                {row.shown}
              </dd>
            </div>
            <CopyButton value={row.value} label={row.label} testId={`copy-${row.key}`} />
          </div>
        ))}
      </dl>
      <a
        href={details.instructionsUrl}
        target="_blank"
        rel="noopener"
        data-testid="bank-instructions"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-ink hover:underline"
      >
        {t('cash.bank.instructions')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
      <p
        role="status"
        className="flex items-start gap-2.5 rounded-xl bg-surface-2/60 p-3 text-sm text-muted ring-1 ring-line"
      >
        <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-accent-ink" aria-hidden="true" />
        {t('cash.bank.waiting')}
      </p>
      <Button variant="secondary" size="lg" className="w-full" onClick={onDone}>
        {t('cash.bank.done')}
      </Button>
    </div>
  );
}
