import type { LotteryTicket } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Pager } from '../../../components/ui/pager';
import { useTranslation } from '../../../lib/i18n';
import {
  callLotteryEndpoint,
  lotteryTicketsQuery,
  TICKET_PAGE_SIZE,
  type TicketFilter,
} from './lottery-endpoints';
import { useLotteryAction } from './use-lottery-action';
import { wonPrizesText } from './won-prizes';

const FILTERS: TicketFilter[] = ['all', 'applied', 'unapplied'];

function TicketRow({
  ticket,
  enter,
  spin,
  busy,
}: {
  ticket: LotteryTicket;
  enter: () => void;
  spin: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const status =
    ticket.status === 'won'
      ? t('chance.lottery.tickets.status.won', { prize: ticket.prize?.title ?? '' })
      : t(`chance.lottery.tickets.status.${ticket.status}`);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="lottery-ticket">
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-semibold text-fg">
          {t('chance.lottery.tickets.number', { id: ticket.id })} · {t(`chance.lottery.kinds.${ticket.kind}`)}
        </p>
        <p className={`text-xs ${ticket.status === 'won' ? 'font-semibold text-win' : 'text-muted'}`}>
          {status}
        </p>
      </div>
      {ticket.status === 'unused' ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={spin}
            data-testid="lottery-ticket-spin"
          >
            {t('chance.lottery.tickets.spin')}
          </Button>
          <Button size="sm" disabled={busy} onClick={enter} data-testid="lottery-ticket-enter">
            {t('chance.lottery.tickets.enter')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The player's tickets, newest first: all, those in draws or those not entered yet, paged. An unused one enters the
 * next draw, or is spun for a random prize of its level (spec: wheel/spin).
 */
export function TicketList() {
  const { t, lang } = useTranslation();
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [offset, setOffset] = useState(0);
  const tickets = useQuery(lotteryTicketsQuery(lang, filter, offset));
  const { busy, run } = useLotteryAction();
  const enter = (id: number) =>
    run(`enter:${id}`, async () => {
      await callLotteryEndpoint('lotteryApplyTicket', { params: { id }, query: { lang } });
      return t('chance.lottery.tickets.entered', { id });
    });
  const spin = (id: number) =>
    run(`spin:${id}`, async () => {
      const { data } = await callLotteryEndpoint('lotteryWheelSpin', { params: { id }, query: { lang } });
      return t('chance.lottery.levels.won', {
        prize: wonPrizesText(data.claims),
      });
    });
  const page = tickets.data;
  return (
    <section className="grid gap-3" aria-labelledby="lottery-tickets-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lottery-tickets-title" className="text-lg font-bold text-fg">
          {t('chance.lottery.tickets.title')}
        </h2>
        <div className="flex gap-2 overflow-x-auto">
          {FILTERS.map((name) => (
            <Chip
              key={name}
              pressed={filter === name}
              onClick={() => {
                setFilter(name);
                setOffset(0);
              }}
              testId={`lottery-filter-${name}`}
            >
              {t(`chance.lottery.tickets.${name}`)}
            </Chip>
          ))}
        </div>
      </div>
      {page && page.items.length > 0 ? (
        <>
          <ul
            className="divide-y divide-line rounded-2xl bg-surface-1 ring-1 ring-line"
            data-testid="lottery-tickets"
          >
            {page.items.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                busy={busy !== null}
                enter={() => enter(ticket.id)}
                spin={() => spin(ticket.id)}
              />
            ))}
          </ul>
          {page.total > TICKET_PAGE_SIZE ? (
            <Pager
              total={page.total}
              offset={offset}
              pageSize={TICKET_PAGE_SIZE}
              onChange={setOffset}
              labels={{
                nav: t('chance.lottery.tickets.pager.nav'),
                range: (range) => t('chance.lottery.tickets.pager.range', range),
                previous: t('chance.lottery.tickets.pager.previous'),
                next: t('chance.lottery.tickets.pager.next'),
              }}
            />
          ) : null}
        </>
      ) : page ? (
        <p className="text-sm text-muted">{t('chance.lottery.tickets.empty')}</p>
      ) : null}
    </section>
  );
}
