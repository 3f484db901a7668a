import { Plus, Trash2 } from 'lucide-react';
import { ChancePrizeFields } from '../../components/chance-prize-fields';
import { TextField } from '../../components/fields';
import { Cell } from '../../components/table-cell';
import { Button, Card, Notice } from '../../components/ui';
import { blankPrizeLine, type DropForm, type FormErrors, type PrizeLineForm } from './drops-form';

/**
 * What drops: a prize drop's prize lines, each dropped `count` times in all (the prize picked weighted by the
 * prizes left; a line's id is given when it is added and never changes, since what has dropped is counted by it);
 * a star drop's stars per drop and the cap of drops.
 */
export function DropsPrizesCard({
  form,
  errors,
  update,
  dropped,
}: {
  form: DropForm;
  errors: FormErrors;
  update: (change: Partial<DropForm>) => void;
  dropped: Record<string, number>;
}) {
  if (form.kind === 'stars') {
    return (
      <Card title="Stars">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Stars per drop"
            inputMode="numeric"
            value={form.starsPerDrop}
            onChange={(starsPerDrop) => update({ starsPerDrop })}
            error={errors['terms.starsPerDrop']}
          />
          <TextField
            label="Drops at most"
            inputMode="numeric"
            value={form.maxDrops}
            onChange={(maxDrops) => update({ maxDrops })}
            error={errors['terms.maxDrops']}
            hint="The campaign is over once this many drops are made."
          />
        </div>
      </Card>
    );
  }
  const change = (index: number, next: Partial<PrizeLineForm>) =>
    update({ prizes: form.prizes.map((line, at) => (at === index ? { ...line, ...next } : line)) });
  return (
    <Card
      title="Prizes"
      actions={
        <Button onClick={() => update({ prizes: [...form.prizes, blankPrizeLine(form)] })}>
          <Plus aria-hidden="true" className="size-3.5" /> Add a prize
        </Button>
      }
    >
      {errors['terms.prizes'] ? <Notice>{errors['terms.prizes']}</Notice> : null}
      <ul className="grid gap-3">
        {form.prizes.map((line, index) => {
          const field = `terms.prizes.${index}`;
          const name = `prize ${line.id}`;
          return (
            <li
              key={line.id}
              className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[6rem_8rem_1fr_auto]"
            >
              <p className="text-sm font-medium text-slate-700">
                Prize {line.id}
                {errors[`${field}.id`] ? (
                  <span className="block text-xs text-rose-700">{errors[`${field}.id`]}</span>
                ) : null}
              </p>
              <div>
                <Cell label={`Count of ${name}`} error={errors[`${field}.count`]}>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="numeric"
                      value={line.count}
                      onChange={(event) => change(index, { count: event.target.value })}
                    />
                  )}
                </Cell>
                <p className="mt-1 text-xs text-slate-400">{dropped[line.id] ?? 0} dropped</p>
              </div>
              <ChancePrizeFields
                prize={line}
                name={name}
                field={`${field}.prize`}
                errors={errors}
                change={(next) => change(index, next)}
              />
              <button
                type="button"
                aria-label={`Remove ${name}`}
                className="self-start rounded p-1.5 text-slate-500 hover:bg-slate-100"
                onClick={() => update({ prizes: form.prizes.filter((_, at) => at !== index) })}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
