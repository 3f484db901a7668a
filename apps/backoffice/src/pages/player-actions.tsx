import { ACCOUNT_REVIEW_STATUSES } from '@casino/contracts';
import { OPERATOR_PLAYER_ENDPOINTS, type PlayerDetail } from '@casino/contracts/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { Dialog, ReasonField } from '../components/dialog';
import { Notice } from '../components/ui';
import { humanize } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

type ReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];

/** After a change: the player as the server now has them, and the trails that recorded it read again. */
function useRefreshPlayer(id: number) {
  const queryClient = useQueryClient();
  return (player: PlayerDetail) => {
    queryClient.setQueryData(['players', id, 'detail'], { success: true as const, player });
    void queryClient.invalidateQueries({ queryKey: ['players', id] });
    void queryClient.invalidateQueries({ queryKey: ['players', 'search'] });
  };
}

export function ReviewDialog({
  player,
  open,
  onClose,
}: {
  player: PlayerDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshPlayer(player.id);
  const [status, setStatus] = useState<ReviewStatus | 'none'>(player.reviewStatus ?? 'none');
  const [confirmed, setConfirmed] = useState(player.reviewStatusConfirmed);
  const selectId = useId();
  const checkId = useId();
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.review, {
        params: { id: player.id },
        body: { status: status === 'none' ? null : status, confirmed, reason },
      }),
    onDone: (reply) => refresh(reply.player),
    onClose,
  });
  return (
    <Dialog
      open={open}
      title="Set review status"
      description={`The status an operator's review gives ${player.login}'s account.`}
      onClose={close}
      busy={change.isPending}
      submitLabel="Save status"
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <div>
        <label htmlFor={selectId} className="bo-label">
          Review status
        </label>
        <select
          id={selectId}
          className="bo-input"
          value={status}
          onChange={(event) => setStatus(event.target.value as ReviewStatus | 'none')}
        >
          <option value="none">None</option>
          {ACCOUNT_REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-indigo-600"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <label htmlFor={checkId} className="text-sm">
          Confirmed
        </label>
      </div>
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

export function BlockDialog({
  player,
  open,
  onClose,
}: {
  player: PlayerDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshPlayer(player.id);
  const blocking = player.status !== 'blocked';
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.block, {
        params: { id: player.id },
        body: { blocked: blocking, reason },
      }),
    onDone: (reply) => refresh(reply.player),
    onClose,
  });
  return (
    <Dialog
      open={open}
      title={blocking ? `Block ${player.login}` : `Unblock ${player.login}`}
      description={
        blocking
          ? 'The player is signed out and cannot sign in or play until unblocked.'
          : 'The player may sign in and play again.'
      }
      onClose={close}
      busy={change.isPending}
      submitLabel={blocking ? 'Block player' : 'Unblock player'}
      submitVariant={blocking ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

const EXCLUSIONS = [
  { label: 'Time-out: 24 hours', request: { kind: 'timeout', period: '24h' } },
  { label: 'Time-out: 7 days', request: { kind: 'timeout', period: '7d' } },
  { label: 'Time-out: 1 month', request: { kind: 'timeout', period: '1m' } },
  { label: 'Self-exclusion: 6 months', request: { kind: 'self_exclusion', period: '6m' } },
  { label: 'Self-exclusion: 1 year', request: { kind: 'self_exclusion', period: '1y' } },
  { label: 'Self-exclusion: 5 years', request: { kind: 'self_exclusion', period: '5y' } },
  { label: 'Self-exclusion: permanent', request: { kind: 'self_exclusion', period: 'permanent' } },
] as const;

/** Protection an operator imposes: a time-out or self-exclusion from now, never shortening one in force. */
export function ExcludeDialog({
  player,
  open,
  onClose,
}: {
  player: PlayerDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshPlayer(player.id);
  const [choice, setChoice] = useState(0);
  const selectId = useId();
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) => {
      const option = EXCLUSIONS[choice] ?? EXCLUSIONS[0];
      return callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.exclude, {
        params: { id: player.id },
        body: { ...option.request, reason },
      });
    },
    onDone: (reply) => refresh(reply.player),
    onClose,
  });
  return (
    <Dialog
      open={open}
      title={`Exclude ${player.login}`}
      description="In force at once: deposits and real-money play stop, open games end. It can lengthen an exclusion in force, never shorten it."
      onClose={close}
      busy={change.isPending}
      submitLabel="Exclude player"
      submitVariant="danger"
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <div>
        <label htmlFor={selectId} className="bo-label">
          Exclusion
        </label>
        <select
          id={selectId}
          className="bo-input"
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {EXCLUSIONS.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

export function NoteForm({ playerId }: { playerId: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const add = useMutation({
    mutationFn: () =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.addNote, {
        params: { id: playerId },
        body: { text: text.trim() },
      }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['players', playerId, 'notes'] });
    },
  });
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = text.trim() ? undefined : 'Write the note first.';
        setProblem(found);
        if (!found && !add.isPending) add.mutate();
      }}
    >
      <label htmlFor={id} className="bo-label">
        Add a note
      </label>
      <textarea
        id={id}
        className="bo-input min-h-16"
        maxLength={2000}
        value={text}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? <p className="text-xs text-rose-700">{problem}</p> : null}
      {add.isError ? <Notice>{errorMessage(add.error)}</Notice> : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={add.isPending}
          className="inline-flex h-8 items-center rounded-md bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {add.isPending ? 'Adding…' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
