import { OPERATOR_SPORTSBOOK_ENDPOINTS } from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { sportsbookTermsQuery } from '../../api/sportsbook-queries';
import { TextField } from '../../components/fields';
import { Button, Notice } from '../../components/ui';
import { asSentence } from './limits-form';
import {
  type Reading,
  type SportsbookSetting,
  type SportsbookSettings,
  settingFieldError,
  settingsBody,
} from './settings-form';

/**
 * Changes one of the settings saved together: the others go back as the terms hold them. Mount it keyed by the
 * value saved, so it starts again from that value after a save.
 */
export function SettingForm({
  terms,
  setting,
  initial,
  read,
  label,
  hint,
}: {
  terms: SportsbookSettings;
  setting: SportsbookSetting;
  /** The value saved, as the operator types it. */
  initial: string;
  read: (text: string) => Reading;
  label: string;
  hint: string;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (value: number) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.saveSettings, {
        body: settingsBody(terms, setting, value),
      }),
    onSuccess: (reply) => queryClient.setQueryData(sportsbookTermsQuery.queryKey, reply),
  });
  const fromServer = settingFieldError(fieldErrors(save.error), setting);
  return (
    <form
      noValidate
      className="w-80 max-w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const reading = read(text);
        setProblem(reading.ok ? undefined : reading.message);
        if (reading.ok && !save.isPending) save.mutate(reading.value);
      }}
    >
      <div className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label={label}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(undefined);
          }}
          inputMode="decimal"
          inputClassName="tabular-nums"
          maxLength={10}
          error={problem ?? (fromServer ? asSentence(fromServer) : undefined)}
          hint={hint}
        />
        <Button type="submit" variant="primary" busy={save.isPending} className="mt-5">
          Save
        </Button>
      </div>
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
    </form>
  );
}
