import type { PaymentStatus } from '@casino/contracts';
import type { WithdrawalRiskFlag } from '@casino/contracts/backoffice';
import { AlertTriangle } from 'lucide-react';
import { humanize } from '../lib/format';
import { Badge, type Tone } from './ui';

const STATUS_TONES: Record<string, Tone> = {
  active: 'green',
  blocked: 'red',
  none: 'neutral',
  pending: 'amber',
  signing: 'amber',
  approved: 'green',
  paid: 'green',
  applied: 'green',
  rejected: 'red',
  canceled: 'neutral',
  // Game rounds.
  open: 'amber',
  closed: 'neutral',
  rolled_back: 'violet',
  // Login sessions.
  live: 'green',
  ended: 'neutral',
  expired: 'neutral',
};

/** A status as a badge: green done, amber waiting, red refused, grey nothing yet. */
export function StatusBadge({ status, prefix }: { status: string; prefix?: string }) {
  const tone = STATUS_TONES[status] ?? 'red';
  return (
    <Badge tone={tone}>
      {prefix ? <span className="font-normal opacity-75">{prefix}</span> : null}
      {humanize(status)}
    </Badge>
  );
}

/** Withdrawal statuses: approved waits for the payout, so it is blue rather than green. */
export function WithdrawalStatusBadge({ status }: { status: string }) {
  return status === 'approved' ? <Badge tone="blue">Approved</Badge> : <StatusBadge status={status} />;
}

const DEPOSIT_TONES: Record<PaymentStatus, Tone> = {
  created: 'neutral',
  pending: 'amber',
  succeeded: 'green',
  failed: 'red',
};

/** Deposit statuses: created (nothing sent yet) is grey, on its way amber, credited green, failed red. */
export function DepositStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={DEPOSIT_TONES[status]}>{humanize(status)}</Badge>;
}

export const RISK_FLAG_LABELS: Record<WithdrawalRiskFlag, string> = {
  new_device: 'New device',
  deposit_not_wagered: 'Deposit not wagered',
  recent_limit_change: 'Limit changed recently',
};

export function RiskFlags({ flags }: { flags: readonly WithdrawalRiskFlag[] }) {
  if (flags.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Risk flags">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge tone="amber">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {RISK_FLAG_LABELS[flag]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
