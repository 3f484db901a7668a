import { OPERATOR_SPORTSBOOK_ENDPOINTS, type SportsbookTermsResponse } from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { sportsbookTermsQuery } from '../../api/sportsbook-queries';
import { TextField } from '../../components/fields';
import { Button, Card, Notice } from '../../components/ui';
import { asSentence, delaySecondsText, parseDelaySeconds } from './limits-form';

/** How long a live bet waits before it is decided, and, for whoever manages the sportsbook, the form to change it. */
export function LiveDelayCard({ terms }: { terms: SportsbookTermsResponse }) {
  const can = useCan();
  const { liveDelayMs } = terms;
  return (
    <Card title="Live bet delay">
      <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4">
        <div className="max-w-xl">
          <p className="text-2xl font-semibold tabular-nums">
            {delaySecondsText(liveDelayMs)} <span className="text-base font-medium text-slate-500">s</span>
          </p>
          <p className="mt-1 text-[13px] text-slate-500">
            A bet with a live selection waits this long before it is decided: a goal or a price change
            meanwhile refuses it. Other bets are decided at once.
          </p>
        </div>
        {/* Keyed by the delay saved, so the form starts again from it after a save. */}
        {can('sportsbook.manage') ? <LiveDelayForm key={liveDelayMs} terms={terms} /> : null}
      </div>
    </Card>
  );
}

function LiveDelayForm({ terms }: { terms: SportsbookTermsResponse }) {
  const queryClient = useQueryClient();
  const [seconds, setSeconds] = useState(() => delaySecondsText(terms.liveDelayMs));
  const [problem, setProblem] = useState<string>();
  // The settings are saved together: whatever else the terms hold besides the limits goes back as it is.
  const { success: _, limits: __, ...settings } = terms;
  const save = useMutation({
    mutationFn: (ms: number) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.saveSettings, {
        body: { ...settings, liveDelayMs: ms },
      }),
    onSuccess: (reply) => queryClient.setQueryData(sportsbookTermsQuery.queryKey, reply),
  });
  const fromServer = fieldErrors(save.error).liveDelayMs;
  return (
    <form
      noValidate
      className="w-80 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const read = parseDelaySeconds(seconds);
        setProblem(read.ok ? undefined : read.message);
        if (read.ok && !save.isPending) save.mutate(read.ms);
      }}
    >
      <div className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label="New delay in seconds"
          value={seconds}
          onChange={(value) => {
            setSeconds(value);
            setProblem(undefined);
          }}
          inputMode="decimal"
          inputClassName="tabular-nums"
          maxLength={10}
          error={problem ?? (fromServer ? asSentence(fromServer) : undefined)}
          hint="From 0 to 30. Written to the audit trail."
        />
        <Button type="submit" variant="primary" busy={save.isPending} className="mt-5">
          Save
        </Button>
      </div>
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
    </form>
  );
}
