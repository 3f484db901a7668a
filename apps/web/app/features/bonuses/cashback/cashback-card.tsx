import type { Cashback } from '@casino/contracts';
import Coins from 'lucide-react/icons/coins';
import { type ReactNode, useId } from 'react';

/** One cashback on the page: its title and percent, its description, then what the section shows of it. */
export function CashbackCard({ cashback, children }: { cashback: Cashback; children?: ReactNode }) {
  const titleId = useId();
  return (
    <article
      data-testid="cashback-card"
      data-cashback-id={cashback.id}
      data-status={cashback.status}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-3xl bg-surface-1 p-5 ring-1 ring-line sm:p-6"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
          <Coins className="size-5.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-bold text-fg sm:text-lg">
            {cashback.title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">{cashback.description}</p>
        </div>
      </header>
      {children}
    </article>
  );
}
