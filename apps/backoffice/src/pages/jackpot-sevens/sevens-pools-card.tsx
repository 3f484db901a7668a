import type { JackpotSevensAdmin } from '@casino/contracts/backoffice';
import type { ReactNode } from 'react';
import { Card, Facts } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { formatKyivDateTime } from '../../lib/kyiv-time';

type Pool = JackpotSevensAdmin['pools'][number];

/** A round's committed hash, shortened to what tells two apart; the whole of it on hover and for copying. */
export function RoundHash({ round }: { round: Pool['round'] }) {
  if (!round) return <span className="text-slate-400">opens at the first stake</span>;
  return (
    <code title={round.serverSeedHash} className="text-xs">
      {round.serverSeedHash.slice(0, 12)}…
    </code>
  );
}

/** A pool's facts; an open round adds when it opened and the terms it committed to. */
function poolFacts({ currency, amount, round, drops }: Pool): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [
    [
      'Now',
      <strong key="amount" className="tabular-nums">
        {formatMoney(amount, currency)}
      </strong>,
    ],
    ['Open round', <RoundHash key="hash" round={round} />],
  ];
  if (round) {
    facts.push(
      ['Opened', formatKyivDateTime(round.openedAt)],
      [
        'Its terms',
        `${formatMoney(round.seedAmount, currency)} to ${formatMoney(round.dropCeiling, currency)}`,
      ],
    );
  }
  facts.push(['Drops so far', drops.toLocaleString('en-GB')]);
  return facts;
}

/**
 * Each pool as the wallet holds it (a ledger account, read here and never edited), its open round with the terms it
 * committed to (which a change of terms leaves as they are) and how many rounds have dropped.
 */
export function SevensPoolsCard({ jackpot }: { jackpot: JackpotSevensAdmin }) {
  return (
    <>
      {jackpot.pools.length === 0 ? (
        <Card title="Pools now">
          <p className="text-sm text-slate-500">No pool yet.</p>
        </Card>
      ) : (
        jackpot.pools.map((pool) => (
          <Card key={pool.currency} title={`Pool, ${pool.currency}`}>
            <Facts items={poolFacts(pool)} />
          </Card>
        ))
      )}
      <p className="text-xs text-slate-400">Read from the wallet’s ledger; refreshed every few seconds.</p>
      <Card title="State">
        <Facts
          items={[
            ['Shown on the site', jackpot.terms.enabled ? 'Yes' : 'No'],
            ['Changed', formatKyivDateTime(jackpot.updatedAt)],
          ]}
        />
      </Card>
    </>
  );
}
