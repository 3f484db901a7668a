import {
  LOTTERY_TICKET_KINDS,
  type Lottery,
  type LotteryPayment,
  type LotteryTicketKind,
} from '@casino/contracts';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { callLotteryEndpoint } from './lottery-endpoints';
import { useLotteryAction } from './use-lottery-action';

/** Super first: the shop leads with the best ticket. */
const SHOP_ORDER: LotteryTicketKind[] = [...LOTTERY_TICKET_KINDS].reverse();

const KIND_RING: Record<LotteryTicketKind, string> = {
  super: 'ring-accent bg-accent/10',
  gold: 'ring-win/50 bg-win/10',
  regular: 'ring-line bg-surface-1',
};

/** The three ticket kinds with their prices in stars and in the player's money, each bought with one press. */
export function TicketShop({ lottery }: { lottery: Lottery }) {
  const { t, lang } = useTranslation();
  const { busy, run } = useLotteryAction();
  const buy = (kind: LotteryTicketKind, payWith: LotteryPayment) =>
    run(`${kind}:${payWith}`, async (idempotencyKey) => {
      await callLotteryEndpoint('lotteryBuyTicket', {
        body: { kind, payWith, idempotencyKey },
        query: { lang },
      });
      return t('chance.lottery.buy.bought', { kind: t(`chance.lottery.kinds.${kind}`) });
    });
  return (
    <section className="grid gap-3" aria-labelledby="lottery-shop-title">
      <h2 id="lottery-shop-title" className="text-lg font-bold text-fg">
        {t('chance.lottery.buy.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SHOP_ORDER.map((kind) => {
          const cost = lottery.costTickets[kind];
          return (
            <li
              key={kind}
              className={`grid gap-3 rounded-2xl p-4 ring-1 ${KIND_RING[kind]}`}
              data-testid={`lottery-kind-${kind}`}
            >
              <p className="font-bold text-fg">{t(`chance.lottery.kinds.${kind}`)}</p>
              <div className="grid gap-2">
                {cost.stars === null ? null : (
                  <Button
                    size="sm"
                    disabled={busy !== null || lottery.balanceStars < cost.stars}
                    onClick={() => buy(kind, 'stars')}
                    data-testid={`lottery-buy-${kind}-stars`}
                  >
                    {busy === `${kind}:stars`
                      ? t('chance.lottery.buy.buying')
                      : t('chance.lottery.buy.stars', { count: cost.stars })}
                  </Button>
                )}
                {cost.money === null ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => buy(kind, 'money')}
                    data-testid={`lottery-buy-${kind}-money`}
                  >
                    {busy === `${kind}:money`
                      ? t('chance.lottery.buy.buying')
                      : t('chance.lottery.buy.money', {
                          amount: formatAmount(cost.money, lottery.currency, lang),
                        })}
                  </Button>
                )}
                {cost.stars === null && cost.money === null ? (
                  <p className="text-sm text-muted">{t('chance.lottery.buy.notSold')}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
