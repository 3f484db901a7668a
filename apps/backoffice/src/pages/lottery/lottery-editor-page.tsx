import type { Language, LotteryTerms } from '@casino/contracts';
import { type LotteryAdmin, OPERATOR_LOTTERY_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { lotteriesQuery } from '../../api/lottery-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { EditorSaveDialog } from '../../components/editor-save-dialog';
import { TextsCard } from '../../components/texts-card';
import { Button, Card, Facts, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { type FormErrors, formOf, termsFromForm } from './lottery-form';
import { LotteryLevelCard } from './lottery-level-card';
import { LotterySalesCard } from './lottery-sales-card';
import { LotteryScheduleCard } from './lottery-schedule-card';

/** Saving asks why, for the audit trail; the server's field errors go back to the form. */
function SaveDialog({
  slug,
  terms,
  onFieldErrors,
  onClose,
}: {
  slug: string;
  terms: LotteryTerms;
  onFieldErrors: (errors: FormErrors) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <EditorSaveDialog
      title="Save the lottery"
      description="Purchases and the next draw made follow these terms; draws already made keep the levels they were drawn with."
      submitLabel="Save"
      send={(reason) =>
        callOperatorEndpoint(OPERATOR_LOTTERY_ENDPOINTS.change, { params: { slug }, body: { terms, reason } })
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: ['lotteries'] });
        navigate(`/lotteries/${slug}`, { replace: true, state: { saved: true } });
      }}
      onFieldErrors={onFieldErrors}
      onClose={onClose}
    />
  );
}

function LotteryEditor({ lottery }: { lottery: LotteryAdmin }) {
  const can = useCan();
  const location = useLocation();
  const mayEdit = can('promotions.manage');
  const [form, setForm] = useState(() => formOf(lottery.terms));
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<LotteryTerms>();
  const update = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const save = () => {
    const read = termsFromForm(form);
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) setSaving(read.terms);
  };
  const saved = (location.state as { saved?: boolean } | null)?.saved;
  return (
    <div>
      <Link
        to="/lotteries"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> Lotteries
      </Link>
      <PageHeader
        title={lottery.terms.title.en}
        description="Ticket prices, stars, the draw schedule and the prize levels."
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={save}>
              Save changes
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">Saved. Purchases and the next draw follow these terms.</Notice> : null}
        {Object.keys(errors).length > 0 ? (
          <Notice>Some fields need attention: see the messages below.</Notice>
        ) : null}
        {errors['terms.levels'] ? <Notice>{errors['terms.levels']}</Notice> : null}
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_18rem]">
        <fieldset disabled={!mayEdit} className="min-w-0 space-y-4">
          <TextsCard
            title={form.title}
            errors={errors}
            onChange={({ title }) => (title ? update({ title }) : undefined)}
            language={language}
            onLanguage={setLanguage}
          />
          <LotterySalesCard form={form} errors={errors} update={update} />
          <LotteryScheduleCard form={form} errors={errors} update={update} />
          {form.levels.map((level, index) => (
            <LotteryLevelCard key={level.id} form={form} index={index} errors={errors} update={update} />
          ))}
        </fieldset>
        <aside className="xl:sticky xl:top-20">
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
        </aside>
      </div>
      {saving ? (
        <SaveDialog
          slug={lottery.slug}
          terms={saving}
          onFieldErrors={setErrors}
          onClose={() => setSaving(undefined)}
        />
      ) : null}
    </div>
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
