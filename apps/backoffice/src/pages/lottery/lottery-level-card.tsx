import { LANGUAGES } from '@casino/contracts';
import { Trash2 } from 'lucide-react';
import { ChancePrizeFields } from '../../components/chance-prize-fields';
import { TextField } from '../../components/fields';
import { Cell } from '../../components/table-cell';
import { Button, Card } from '../../components/ui';
import { formatChance } from '../../lib/format';
import {
  blankLevelPrize,
  type FormErrors,
  type LevelForm,
  type LevelPrizeForm,
  type LotteryForm,
} from './lottery-form';
import { KIND_LABELS } from './lottery-labels';

/** The most prizes a level offers, as the contract keeps it. */
const MAX_LEVEL_PRIZES = 24;
const MIN_LEVEL_PRIZES = 2;

/** A row's chance of a random draw, as the site publishes it: weight out of the level's total. */
function chanceOf(prizes: readonly LevelPrizeForm[], row: LevelPrizeForm): string {
  const weight = Number(row.weight);
  const total = prizes.reduce((sum, prize) => sum + (Number(prize.weight) || 0), 0);
  if (!weight || !total) return '—';
  return formatChance(weight / total);
}

/**
 * One prize level: its title, its ticket kind's winners per draw and what each wins, and the prizes it offers for
 * tickets (each for its cost, or drawn by weight for the random cost).
 */
export function LotteryLevelCard({
  form,
  index,
  errors,
  update,
}: {
  form: LotteryForm;
  index: number;
  errors: FormErrors;
  update: (change: Partial<LotteryForm>) => void;
}) {
  const level = form.levels[index];
  if (!level) return null;
  const field = `terms.levels.${index}`;
  const change = (next: Partial<LevelForm>) =>
    update({ levels: form.levels.map((row, at) => (at === index ? { ...row, ...next } : row)) });
  const changePrize = (prizeIndex: number, next: Partial<LevelPrizeForm>) =>
    change({ prizes: level.prizes.map((row, at) => (at === prizeIndex ? { ...row, ...next } : row)) });
  return (
    <Card title={`Level ${level.id}: ${KIND_LABELS[level.ticketKind]}`}>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              label={`Title (${lang})`}
              value={level.title[lang]}
              onChange={(text) => change({ title: { ...level.title, [lang]: text } })}
              error={errors[`${field}.title.${lang}`]}
            />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Winners per draw"
            inputMode="numeric"
            value={level.winners}
            onChange={(winners) => change({ winners })}
            error={errors[`${field}.winners`]}
            hint={`Drawn among the ${KIND_LABELS[level.ticketKind].toLowerCase()}s entered`}
          />
          <TextField
            label="Tickets for a random prize"
            inputMode="numeric"
            value={level.randomCostTickets}
            onChange={(randomCostTickets) => change({ randomCostTickets })}
            error={errors[`${field}.randomCostTickets`]}
          />
        </div>
        <div>
          <p className="bo-label">Each winner’s prize</p>
          <ChancePrizeFields
            prize={level.drawPrize}
            name={`level ${level.id} winners`}
            field={`${field}.drawPrize`}
            errors={errors}
            change={(next) => change({ drawPrize: { ...level.drawPrize, ...next } })}
          />
        </div>
        <table className="bo-table">
          <caption className="sr-only">Prizes of level {level.id}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-20">
                Id
              </th>
              <th scope="col" className="w-24">
                Weight
              </th>
              <th scope="col" className="w-20">
                Chance
              </th>
              <th scope="col" className="w-24">
                Tickets
              </th>
              <th scope="col">Prize</th>
              <th scope="col" className="w-10">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {level.prizes.map((row, prizeIndex) => {
              const rowField = `${field}.prizes.${prizeIndex}`;
              const name = `prize ${row.id}`;
              const numberCell = (key: 'id' | 'weight' | 'costTickets', label: string) => (
                <Cell label={`${label} of ${name}`} error={errors[`${rowField}.${key}`]}>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="numeric"
                      className={`${props.className} text-right tabular-nums`}
                      value={row[key]}
                      onChange={(event) => changePrize(prizeIndex, { [key]: event.target.value })}
                    />
                  )}
                </Cell>
              );
              return (
                // Rows are keyed by position: the id is typed, and may be edited into another's for a moment.
                // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity while it is edited
                <tr key={prizeIndex} className="align-top">
                  <td className="!align-top">{numberCell('id', 'Id')}</td>
                  <td className="!align-top">{numberCell('weight', 'Weight')}</td>
                  <td className="!align-top whitespace-nowrap tabular-nums text-slate-600">
                    {chanceOf(level.prizes, row)}
                  </td>
                  <td className="!align-top">{numberCell('costTickets', 'Tickets')}</td>
                  <td className="!align-top">
                    <ChancePrizeFields
                      prize={row}
                      name={name}
                      field={`${rowField}.prize`}
                      errors={errors}
                      change={(next) => changePrize(prizeIndex, next)}
                    />
                  </td>
                  <td className="!align-top">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      disabled={level.prizes.length <= MIN_LEVEL_PRIZES}
                      onClick={() => change({ prizes: level.prizes.filter((_, at) => at !== prizeIndex) })}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Button
          size="sm"
          disabled={level.prizes.length >= MAX_LEVEL_PRIZES}
          onClick={() => change({ prizes: [...level.prizes, blankLevelPrize(form)] })}
        >
          Add a prize
        </Button>
      </div>
    </Card>
  );
}
