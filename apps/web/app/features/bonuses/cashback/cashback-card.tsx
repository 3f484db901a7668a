import type { Cashback } from '@casino/contracts';
import Coins from 'lucide-react/icons/coins';
import type { ReactNode } from 'react';
import { ProgrammeCard } from '../cards/programme-card';

/** One cashback on the page: its title and percent, its description, then what the section shows of it. */
export function CashbackCard({ cashback, children }: { cashback: Cashback; children?: ReactNode }) {
  return (
    <ProgrammeCard
      icon={<Coins className="size-5.5" aria-hidden="true" />}
      title={cashback.title}
      description={cashback.description}
      testId="cashback-card"
      data={{ 'data-cashback-id': cashback.id, 'data-status': cashback.status }}
    >
      {children}
    </ProgrammeCard>
  );
}
