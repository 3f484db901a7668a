import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { iconButtonClass } from './icon-button';

const COPIED_FOR_MS = 1_500;

/** Copies a value (an IBAN, a payment reference) and shows a tick for a moment. */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      data-testid={testId}
      aria-label={copied ? t('cash.bank.copied') : `${t('cash.bank.copy')}: ${label}`}
      className={iconButtonClass('size-9')}
    >
      {copied ? (
        <Check className="size-4.5 text-win" aria-hidden="true" />
      ) : (
        <Copy className="size-4.5" aria-hidden="true" />
      )}
    </button>
  );
}
