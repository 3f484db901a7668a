import {
  OPERATOR_SPORTSBOOK_ENDPOINTS,
  type SportBetLimitsInput,
  type SportsbookTermsResponse,
} from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { sportsbookTermsQuery } from '../../api/sportsbook-queries';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/fields';
import { Notice } from '../../components/ui';
import {
  asSentence,
  type FormErrors,
  LIMIT_FIELDS,
  LIMIT_LABELS,
  type LimitField,
  limitsDraftOf,
  limitsFromDraft,
} from './limits-form';

export type CurrencyLimits = SportsbookTermsResponse['limits'][number];

/** Edits one currency's bet limits in major units; mounted per opening, so each starts from the limits shown. */
export function LimitsDialog({ row, onClose }: { row: CurrencyLimits; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => limitsDraftOf(row, row.currency));
  const [problems, setProblems] = useState<FormErrors>({});
  const save = useMutation({
    mutationFn: (limits: SportBetLimitsInput) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.saveLimits, { body: limits }),
    onSuccess: (terms) => {
      queryClient.setQueryData(sportsbookTermsQuery.queryKey, terms);
      // What is in force for a player follows the currency's limits wherever they are not lowered.
      void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'players'] });
      onClose();
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const read = limitsFromDraft(row.currency, draft);
    setProblems(read.ok ? {} : read.errors);
    if (read.ok) save.mutate(read.limits);
  };
  const edit = (field: LimitField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };
  const serverFields = fieldErrors(save.error);
  const problemOf = (field: LimitField) => {
    const fromServer = serverFields[field];
    return problems[field] ?? (fromServer ? asSentence(fromServer) : undefined);
  };
  return (
    <Dialog
      open
      title={`${row.currency} bet limits`}
      description={`In ${row.currency}, like 10.00; each at least the one above it. Bets already placed keep the limits they were placed under.`}
      onClose={onClose}
      busy={save.isPending}
      submitLabel="Save limits"
      onSubmit={submit}
    >
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
      {LIMIT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={`${LIMIT_LABELS[field].label}, ${row.currency}`}
          value={draft[field]}
          onChange={(value) => edit(field, value)}
          inputMode="decimal"
          inputClassName="tabular-nums"
          maxLength={32}
          error={problemOf(field)}
          hint={LIMIT_LABELS[field].hint}
        />
      ))}
    </Dialog>
  );
}
