import { CURRENCIES } from '@casino/contracts';
import {
  ADJUSTMENT_MAX_AMOUNT,
  ADJUSTMENT_REASON_CODES,
  type AdjustmentReasonCode,
  type AdjustmentView,
  OPERATOR_ADJUSTMENT_ENDPOINTS,
  type PlayerDetail,
} from '@casino/contracts/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { adjustmentsQuery } from '../api/queries';
import { useCan } from '../api/session';
import { Dialog, ReasonField, reasonProblem } from '../components/dialog';
import { Notice } from '../components/ui';
import { parseAmount } from '../lib/amount';
import { formatMoney } from '../lib/format';
import { fourEyesLine, REASON_CODE_LABELS } from './adjustments-page';

type Direction = 'credit' | 'debit';

/**
 * Credits or debits a player's real balance. The dialog is mounted once per opening and keeps one request id for
 * it, so a double click or a retry after a failed answer never asks twice: the server answers the first request.
 */
export function AdjustBalanceDialog({
  player,
  onClose,
  onDone,
}: {
  player: PlayerDetail;
  onClose: () => void;
  onDone: (adjustment: AdjustmentView) => void;
}) {
  const can = useCan();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reasonCode, setReasonCode] = useState<AdjustmentReasonCode>('goodwill');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  // The threshold comes with the player's adjustments (read with `ledger.read`).
  const threshold = useQuery({ ...adjustmentsQuery(undefined, player.id), enabled: can('ledger.read') }).data
    ?.fourEyesThreshold;
  const amountId = useId();
  const reasonCodeId = useId();
  const currency = player.balance.currency;
  // The contract takes the site's currencies only; the player's is one of them unless the data is broken.
  const knownCurrency = CURRENCIES.find((value) => value === currency);

  const adjust = useMutation({
    mutationFn: ({ minorUnits, currency }: { minorUnits: number; currency: (typeof CURRENCIES)[number] }) =>
      callOperatorEndpoint(OPERATOR_ADJUSTMENT_ENDPOINTS.request, {
        body: {
          requestId,
          playerId: player.id,
          direction,
          amount: minorUnits,
          currency,
          reasonCode,
          reason: reason.trim(),
        },
      }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: ['players', player.id] });
      void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
      onDone(reply.adjustment);
    },
  });

  const submit = () => {
    if (adjust.isPending) return;
    const parsed = parseAmount(amount, currency, ADJUSTMENT_MAX_AMOUNT);
    const found = {
      ...(parsed.ok ? {} : { amount: parsed.message }),
      ...(reasonProblem(reason) ? { reason: reasonProblem(reason) } : {}),
    };
    setProblems(found);
    if (parsed.ok && !found.reason && knownCurrency) {
      adjust.mutate({ minorUnits: parsed.minorUnits, currency: knownCurrency });
    }
  };

  const serverFields = fieldErrors(adjust.error);
  const amountProblem = problems.amount ?? serverFields.amount;
  return (
    <Dialog
      open
      title={`Adjust ${player.login}'s balance`}
      description={`Real money now: ${formatMoney(player.balance.real, currency)}.`}
      onClose={onClose}
      busy={adjust.isPending}
      submitLabel="Adjust balance"
      onSubmit={submit}
    >
      {knownCurrency ? null : <Notice>The player's currency ({currency}) cannot be adjusted here.</Notice>}
      {adjust.isError ? <Notice>{errorMessage(adjust.error)}</Notice> : null}
      <fieldset>
        <legend className="bo-label">Direction</legend>
        <div className="flex gap-4">
          {(['credit', 'debit'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="direction"
                value={value}
                className="size-4 accent-indigo-600"
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              {value === 'credit' ? 'Credit (add money)' : 'Debit (take money)'}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={amountId} className="bo-label">
          Amount
        </label>
        <div className="flex items-center gap-2">
          <input
            id={amountId}
            className="bo-input tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            placeholder="150.25"
            maxLength={32}
            value={amount}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={`${amountId}-hint`}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblems(({ amount: _, ...rest }) => rest);
            }}
          />
          <span className="shrink-0 text-sm font-medium text-slate-600" title="The player's currency">
            {currency}
          </span>
        </div>
        <p
          id={`${amountId}-hint`}
          className={`mt-1 text-xs ${amountProblem ? 'text-rose-700' : 'text-slate-400'}`}
        >
          {amountProblem ??
            (threshold === undefined ? 'In major units, like 150.25.' : fourEyesLine(threshold))}
        </p>
      </div>
      <div>
        <label htmlFor={reasonCodeId} className="bo-label">
          Reason code
        </label>
        <select
          id={reasonCodeId}
          className="bo-input"
          value={reasonCode}
          onChange={(event) => setReasonCode(event.target.value as AdjustmentReasonCode)}
        >
          {ADJUSTMENT_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {REASON_CODE_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblems(({ reason: _, ...rest }) => rest);
        }}
        error={problems.reason ?? serverFields.reason}
      />
    </Dialog>
  );
}
