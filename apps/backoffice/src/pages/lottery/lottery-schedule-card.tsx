import { ChoiceSet, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { FormErrors, LotteryForm } from './lottery-form';
import { WEEKDAY_OPTIONS } from './lottery-labels';

/** The draw days and time (UTC, so a clock change never moves a draw); sales of a draw close at its time. */
export function LotteryScheduleCard({
  form,
  errors,
  update,
}: {
  form: LotteryForm;
  errors: FormErrors;
  update: (change: Partial<LotteryForm>) => void;
}) {
  return (
    <Card title="Draw schedule">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <ChoiceSet
          legend="Draw days"
          options={WEEKDAY_OPTIONS}
          chosen={form.weekdays.map(String)}
          onChange={(days) => update({ weekdays: days.map(Number).sort((a, b) => a - b) })}
          error={errors['terms.schedule.weekdays']}
          hint="The draw already scheduled keeps its time and committed seed; the new days apply after it"
        />
        <TextField
          label="Time (UTC)"
          value={form.timeUtc}
          onChange={(timeUtc) => update({ timeUtc })}
          error={errors['terms.schedule.timeUtc']}
          placeholder="18:00"
          maxLength={5}
        />
      </div>
    </Card>
  );
}
