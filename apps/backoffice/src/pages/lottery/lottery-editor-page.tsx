import { type LotteryAdmin, OPERATOR_LOTTERY_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { lotteriesQuery } from '../../api/lottery-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Card, Facts, Loading, Notice } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { useTermsForm } from '../../lib/use-terms-form';
import { formOf, termsFromForm } from './lottery-form';
import { LotteryLevelCard } from './lottery-level-card';
import { LotterySalesCard } from './lottery-sales-card';
import { LotteryScheduleCard } from './lottery-schedule-card';

function StateCard({ lottery }: { lottery: LotteryAdmin }) {
  return (
    <Card title="State">
      <Facts
        items={[
          ['Shown on the site', lottery.terms.enabled ? 'Yes' : 'No'],
          ['Changed', formatKyivDateTime(lottery.updatedAt)],
          ['Next draw', lottery.nextDraw ? formatKyivDateTime(lottery.nextDraw.drawAt) : '—'],
          [
            'Committed seed hash',
            lottery.nextDraw ? (
              <code key="hash" className="break-all text-xs">
                {lottery.nextDraw.serverSeedHash}
              </code>
            ) : (
              '—'
            ),
          ],
        ]}
      />
    </Card>
  );
}

function LotteryEditor({ lottery }: { lottery: LotteryAdmin }) {
  const can = useCan();
  const editor = useTermsForm(() => formOf(lottery.terms), termsFromForm);
  const { form, errors, update } = editor;
  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/lotteries', label: 'Lotteries' }}
      title={lottery.terms.title.en}
      description="Ticket prices, stars, the draw schedule and the prize levels."
      mayEdit={can('promotions.manage')}
      savedNotice="Saved. Purchases and the next draw follow these terms."
      notices={errors['terms.levels'] ? <Notice>{errors['terms.levels']}</Notice> : null}
      aside={<StateCard lottery={lottery} />}
      saveWith={{
        title: 'Save the lottery',
        description:
          'Purchases and the next draw made follow these terms; draws already made keep the levels they were drawn with.',
        submitLabel: 'Save',
        send: (terms, reason) =>
          callOperatorEndpoint(OPERATOR_LOTTERY_ENDPOINTS.change, {
            params: { slug: lottery.slug },
            body: { terms, reason },
          }),
        invalidates: ['lotteries'],
        savedPath: () => `/lotteries/${lottery.slug}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <LotterySalesCard form={form} errors={errors} update={update} />
      <LotteryScheduleCard form={form} errors={errors} update={update} />
      {form.levels.map((level, index) => (
        <LotteryLevelCard key={level.id} form={form} index={index} errors={errors} update={update} />
      ))}
    </TermsEditor>
  );
}

/** `/lotteries/:slug`: a lottery's form. */
export function LotteryEditorPage() {
  const { slug } = useParams();
  const list = useQuery(lotteriesQuery);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Notice>{errorMessage(list.error)}</Notice>;
  const lottery = list.data.lotteries.find((row) => row.slug === slug);
  if (!lottery) return <Notice>There is no such lottery.</Notice>;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <LotteryEditor key={`${lottery.slug} ${lottery.updatedAt}`} lottery={lottery} />;
}
