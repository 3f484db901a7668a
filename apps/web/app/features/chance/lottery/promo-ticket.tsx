import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { callLotteryEndpoint } from './lottery-endpoints';
import { useLotteryAction } from './use-lottery-action';

/** A promo code redeemed for its ticket (spec: promo/ticket), once per player. */
export function PromoTicket() {
  const { t, lang } = useTranslation();
  const [code, setCode] = useState('');
  const { busy, run } = useLotteryAction();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 3) return;
    run('promo', async () => {
      await callLotteryEndpoint('lotteryPromoTicket', { body: { code: code.trim() }, query: { lang } });
      setCode('');
      return t('chance.lottery.promo.done');
    });
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
      <label className="grid min-w-0 flex-1 gap-1 text-sm text-muted">
        {t('chance.lottery.promo.label')}
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={32}
          autoComplete="off"
          className="h-11 rounded-xl bg-surface-2 px-3 text-base text-fg uppercase ring-1 ring-line outline-none focus:ring-accent"
          data-testid="lottery-promo-input"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy !== null}>
        {t('chance.lottery.promo.submit')}
      </Button>
    </form>
  );
}
