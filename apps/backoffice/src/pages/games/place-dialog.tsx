import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { GAMES_KEY } from '../../api/game-taxonomy-queries';
import { Dialog, ReasonField } from '../../components/dialog';
import { TextField } from '../../components/fields';
import { Button, Notice } from '../../components/ui';
import { useReasonedChange } from '../../lib/use-reasoned-change';

/** Moving one entry of an order (a rubric, a rubric's game, a provider) to another place. */
export interface PlaceChange {
  /** What moves, as the dialog's title names it. */
  name: string;
  /** What the order is, for the field's label: "Place in the lobby". */
  orderLabel: string;
  /** 1 for the first. */
  from: number;
  /** The place suggested: one up or down, or where it is. */
  to: number;
  total: number;
  send: (position: number, reason: string) => Promise<unknown>;
}

/** Moves an entry to the place typed, with the reason the audit trail keeps; the others close ranks. */
export function PlaceDialog({ change, onClose }: { change: PlaceChange; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [position, setPosition] = useState(String(change.to));
  const [problem, setProblem] = useState<string>();
  const moving = useReasonedChange({
    send: (reason) => change.send(Number(position), reason),
    onDone: () => void queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
    onClose,
  });
  const submit = () => {
    const wanted = Number(position);
    const found =
      Number.isInteger(wanted) && wanted >= 1 && wanted <= change.total
        ? undefined
        : `Enter a place from 1 to ${change.total}.`;
    setProblem(found);
    if (!found) moving.submit();
  };
  return (
    <Dialog
      open
      title={`Move ${change.name}`}
      description={`Now at place ${change.from} of ${change.total}. The others close ranks.`}
      onClose={moving.close}
      busy={moving.change.isPending}
      submitLabel="Move"
      onSubmit={submit}
    >
      {moving.change.isError ? <Notice>{errorMessage(moving.change.error)}</Notice> : null}
      <TextField
        label={change.orderLabel}
        type="number"
        inputMode="numeric"
        inputClassName="w-32 tabular-nums"
        value={position}
        onChange={setPosition}
        error={problem ?? fieldErrors(moving.change.error).position}
        hint="1 is the first."
      />
      <ReasonField {...moving.reasonField} />
    </Dialog>
  );
}

/** One up, one down, or to any place: each opens the dialog, since every move needs a reason. */
export function OrderButtons({
  name,
  position,
  total,
  onMove,
}: {
  name: string;
  position: number;
  total: number;
  onMove: (to: number) => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="sm"
        variant="ghost"
        disabled={position <= 1}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(position - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-3.5" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={position >= total}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(position + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-3.5" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} to a place`}
        onClick={() => onMove(position)}
      >
        Move…
      </Button>
    </div>
  );
}
