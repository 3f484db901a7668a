import type { PlayerDetail, SportPlayerLimitsResponse } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { useCan } from '../../api/session';
import { playerSportLimitsQuery } from '../../api/sportsbook-queries';
import { Badge, Button, Card, Loading, Notice } from '../../components/ui';
import { formatDateTime, formatMoney } from '../../lib/format';
import { LIMIT_FIELDS, LIMIT_LABELS, type LimitField } from '../sportsbook/limits-form';
import { SportLimitsDialog } from './sport-limits-dialog';

/** A limit in force, marked where the operator's lowering is what holds it (a lowering above the currency's does not). */
function InForceValue({ limits, field }: { limits: SportPlayerLimitsResponse; field: LimitField }) {
  const { currency, lowered, inForce } = limits;
  const loweredTo = field === 'minStake' ? null : (lowered?.[field] ?? null);
  if (!inForce) return null;
  return (
    <span className="inline-flex items-baseline gap-1.5">
      {loweredTo !== null && loweredTo <= inForce[field] ? <Badge tone="amber">Lowered</Badge> : null}
      {loweredTo !== null && loweredTo > inForce[field] ? (
        <span
          className="text-xs text-slate-400"
          title="Above the currency's limit, so the currency's applies"
        >
          lowered to {formatMoney(loweredTo, currency)}
        </span>
      ) : null}
      <span className="font-medium tabular-nums">{formatMoney(inForce[field], currency)}</span>
    </span>
  );
}

function SportLimitsFacts({ limits }: { limits: SportPlayerLimitsResponse }) {
  const { currency, lowered, inForce } = limits;
  return (
    <>
      {inForce ? (
        <dl className="space-y-1.5">
          {LIMIT_FIELDS.map((field) => (
            <div key={field} className="flex items-baseline justify-between gap-4">
              <dt className="text-[13px] text-slate-500" title={LIMIT_LABELS[field].hint}>
                {LIMIT_LABELS[field].label}
              </dt>
              <dd>
                <InForceValue limits={limits} field={field} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-[13px] text-slate-500">
          The sportsbook has no limits in {currency}, so it takes no bets from this player.
        </p>
      )}
      {lowered ? (
        <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-[13px] text-amber-900">
          <div className="text-xs text-amber-800">Lowered {formatDateTime(lowered.updatedAt)}</div>
          <p className="break-words">{lowered.reason}</p>
        </div>
      ) : (
        <p className="mt-3 text-xs text-slate-400">Nothing lowered: the currency's limits apply.</p>
      )}
    </>
  );
}

/** The limits the player's sports bets are held to, what an operator lowered and why, and a link to their bets. */
export function SportLimitsCard({ player }: { player: PlayerDetail }) {
  const can = useCan();
  const limits = useQuery(playerSportLimitsQuery(player.id));
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Sports bet limits"
      actions={
        <Link
          to={`/sportsbook?playerId=${player.id}`}
          className="inline-flex items-center gap-1 text-xs text-indigo-700 hover:underline"
        >
          <Trophy aria-hidden="true" className="size-3.5" />
          Sports bets
        </Link>
      }
    >
      {limits.isPending ? (
        <Loading />
      ) : limits.isError ? (
        <Notice>{errorMessage(limits.error)}</Notice>
      ) : (
        <>
          <SportLimitsFacts limits={limits.data} />
          {can('sportsbook.manage') ? (
            <div className="mt-3 flex justify-end">
              <Button size="sm" onClick={() => setOpen(true)}>
                {limits.data.lowered ? 'Change or lift' : 'Lower limits'}
              </Button>
            </div>
          ) : null}
          {open ? (
            <SportLimitsDialog player={player} limits={limits.data} onClose={() => setOpen(false)} />
          ) : null}
        </>
      )}
    </Card>
  );
}
