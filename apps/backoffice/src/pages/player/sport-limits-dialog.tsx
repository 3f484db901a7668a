import {
  OPERATOR_SPORTSBOOK_ENDPOINTS,
  type PlayerDetail,
  type SportPlayerLimitsBody,
  type SportPlayerLimitsResponse,
} from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { playerSportLimitsQuery } from '../../api/sportsbook-queries';
import { Dialog, ReasonField, reasonProblem } from '../../components/dialog';
import { TextField } from '../../components/fields';
import { Notice } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import {
  asSentence,
  type FormErrors,
  LIMIT_LABELS,
  LOWERABLE_FIELDS,
  type LowerableField,
  liftsLowering,
  playerLimitsDraftOf,
  playerLimitsFromDraft,
} from '../sportsbook/limits-form';

/**
 * Lowers a player's bet limits below their currency's, or lifts the lowering (every field empty), with a reason for
 * the audit trail. Mounted per opening, so each starts from what is lowered now.
 */
export function SportLimitsDialog({
  player,
  limits,
  onClose,
}: {
  player: PlayerDetail;
  limits: SportPlayerLimitsResponse;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { currency, lowered, inForce } = limits;
  const [draft, setDraft] = useState(() => playerLimitsDraftOf(lowered, currency));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FormErrors>({});
  const save = useMutation({
    mutationFn: (body: SportPlayerLimitsBody) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.savePlayerLimits, {
        params: { id: player.id },
        body,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(playerSportLimitsQuery(player.id).queryKey, reply);
      // The change is written to the player's audit trail.
      void queryClient.invalidateQueries({ queryKey: ['players', player.id, 'audit'] });
      onClose();
    },
  });
  const read = playerLimitsFromDraft(currency, draft);
  const lifting = read.ok && liftsLowering(read.limits);

  const submit = () => {
    if (save.isPending) return;
    const found: FormErrors = read.ok ? {} : { ...read.errors };
    const reasonFound = reasonProblem(reason);
    if (reasonFound) found.reason = reasonFound;
    // Nothing lowered and nothing to lower: sending it would record a change that changes nothing.
    if (lifting && !lowered) found.form = 'Enter at least one limit to lower.';
    setProblems(found);
    if (read.ok && Object.keys(found).length === 0) save.mutate({ ...read.limits, reason: reason.trim() });
  };
  const edit = (field: LowerableField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, form: __, ...rest }) => rest);
  };
  const serverFields = fieldErrors(save.error);
  const problemOf = (field: string) => {
    const fromServer = serverFields[field];
    return problems[field] ?? (fromServer ? asSentence(fromServer) : undefined);
  };

  return (
    <Dialog
      open
      title={`Lower ${player.login}'s sports bet limits`}
      description={`In ${currency}. A limit left empty follows the currency's; empty all four to lift the lowering. A limit above the currency's changes nothing.`}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={lifting && lowered ? 'Lift lowering' : 'Save limits'}
      onSubmit={submit}
    >
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
      {problems.form ? <Notice tone="amber">{problems.form}</Notice> : null}
      <div className="grid grid-cols-2 gap-3">
        {LOWERABLE_FIELDS.map((field) => (
          <TextField
            key={field}
            label={`${LIMIT_LABELS[field].label}, ${currency}`}
            value={draft[field]}
            onChange={(value) => edit(field, value)}
            inputMode="decimal"
            inputClassName="tabular-nums"
            maxLength={32}
            placeholder="Not lowered"
            error={problemOf(field)}
            hint={inForce ? `In force: ${formatMoney(inForce[field], currency)}` : undefined}
          />
        ))}
      </div>
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblems(({ reason: _, ...rest }) => rest);
        }}
        error={problemOf('reason')}
      />
    </Dialog>
  );
}
