import { type Currency, SPORT_WIN_FEED_MAX } from '@casino/contracts';
import { OPERATOR_SPORTSBOOK_ENDPOINTS, type SportWinFeedTerms } from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { sportsbookTermsQuery } from '../../api/sportsbook-queries';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/fields';
import { Notice } from '../../components/ui';
import { asSentence, type FormErrors } from './limits-form';
import {
  MINIMUM_FIELDS,
  type MinimumField,
  minimumKey,
  WIN_FEED_MAX_DELAY_SECONDS,
  type WinFeedDraft,
  winFeedDraftOf,
  winFeedFromDraft,
} from './win-feed-form';

type FeedField = Exclude<keyof WinFeedDraft, 'minimums'>;

const FEED_FIELDS: { field: FeedField; label: string; hint: string; inputMode: 'decimal' | 'numeric' }[] = [
  {
    field: 'minOddsSingle',
    label: 'Minimum odds, single',
    hint: 'At least 1.01, like 3.00',
    inputMode: 'decimal',
  },
  {
    field: 'minOddsMulti',
    label: 'Minimum odds, multiple',
    hint: 'The combined odds',
    inputMode: 'decimal',
  },
  {
    field: 'maxEntries',
    label: 'Wins listed',
    hint: `From 1 to ${SPORT_WIN_FEED_MAX}`,
    inputMode: 'numeric',
  },
  {
    field: 'delaySeconds',
    label: 'Delay in seconds',
    hint: `From 0 to ${WIN_FEED_MAX_DELAY_SECONDS}`,
    inputMode: 'numeric',
  },
];

const KIND_LABELS: Record<MinimumField, string> = { minWinSingle: 'Single', minWinMulti: 'Multiple' };

/** One currency's minimum win of one kind: a cell of the minimums grid, labelled for assistive technology. */
function MinimumInput({
  currency,
  field,
  value,
  onChange,
  error,
}: {
  currency: Currency;
  field: MinimumField;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <input
        className="bo-input tabular-nums"
        aria-label={`Minimum win, ${KIND_LABELS[field].toLowerCase()}, ${currency}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        maxLength={32}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Edits the win feed's settings; mounted per opening, so each starts from the settings shown. */
export function WinFeedDialog({ feed, onClose }: { feed: SportWinFeedTerms; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => winFeedDraftOf(feed));
  const [problems, setProblems] = useState<FormErrors>({});
  const save = useMutation({
    mutationFn: (terms: SportWinFeedTerms) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.saveWinFeed, { body: terms }),
    onSuccess: (terms) => {
      queryClient.setQueryData(sportsbookTermsQuery.queryKey, terms);
      onClose();
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const read = winFeedFromDraft(draft);
    setProblems(read.ok ? {} : read.errors);
    if (read.ok) save.mutate(read.terms);
  };
  const forget = (key: string) => setProblems(({ [key]: _, ...rest }) => rest);
  const edit = (field: FeedField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const editMinimum = (index: number, field: MinimumField, value: string) => {
    setDraft((current) => ({
      ...current,
      minimums: current.minimums.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    }));
    forget(minimumKey(index, field));
  };
  const serverFields = fieldErrors(save.error);
  const problemOf = (key: string) => {
    const fromServer = serverFields[key];
    return problems[key] ?? (fromServer ? asSentence(fromServer) : undefined);
  };
  return (
    <Dialog
      open
      title="Win feed"
      description="Which won bets the site lists, how many and how late. Written to the audit trail."
      onClose={onClose}
      busy={save.isPending}
      submitLabel="Save win feed"
      onSubmit={submit}
    >
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
      <div className="grid grid-cols-2 gap-x-3 gap-y-3">
        {FEED_FIELDS.map(({ field, label, hint, inputMode }) => (
          <TextField
            key={field}
            label={label}
            value={draft[field]}
            onChange={(value) => edit(field, value)}
            inputMode={inputMode}
            inputClassName="tabular-nums"
            maxLength={16}
            error={problemOf(field)}
            hint={hint}
          />
        ))}
      </div>
      {draft.minimums.length === 0 ? null : (
        <fieldset>
          <legend className="bo-label">Minimum win, in each currency</legend>
          <div className="grid grid-cols-[3rem_1fr_1fr] items-start gap-x-3 gap-y-2">
            <span aria-hidden="true" />
            {MINIMUM_FIELDS.map((field) => (
              <span key={field} aria-hidden="true" className="text-xs text-slate-500">
                {KIND_LABELS[field]}
              </span>
            ))}
            {draft.minimums.map((row, index) => (
              <div key={row.currency} className="contents">
                <span className="pt-1.5 text-sm font-medium">{row.currency}</span>
                {MINIMUM_FIELDS.map((field) => (
                  <MinimumInput
                    key={field}
                    currency={row.currency}
                    field={field}
                    value={row[field]}
                    onChange={(value) => editMinimum(index, field, value)}
                    error={problemOf(minimumKey(index, field))}
                  />
                ))}
              </div>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-400">What a won bet pays, like 5000.00.</p>
        </fieldset>
      )}
    </Dialog>
  );
}
