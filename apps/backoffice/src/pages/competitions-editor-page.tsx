import { competitionPath, type Language } from '@casino/contracts';
import {
  type CompetitionDetail,
  type CompetitionTerms,
  OPERATOR_COMPETITION_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { competitionQuery } from '../api/competitions-queries';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useCan } from '../api/session';
import { EditorSaveDialog } from '../components/editor-save-dialog';
import { Button, Card, Facts, Loading, Notice, PageHeader } from '../components/ui';
import { formatKyivDateTime } from '../lib/kyiv-time';
import {
  IdentitySection,
  ParticipantsSection,
  ScheduleSection,
  StakesSection,
  TextsSection,
} from './competitions-fields';
import { type FormErrors, formOf, hasMultiplierPrizes, hasStages, termsFromForm } from './competitions-form';
import { GamesSection } from './competitions-games';
import { JackpotSection } from './competitions-jackpot';
import { KIND_LABELS, STATE_LABELS } from './competitions-labels';
import { PrizesSection } from './competitions-prizes';
import { StagesSection } from './competitions-stages';

/** Saving asks why, for the audit trail; the server's field errors go back to the form. */
function SaveDialog({
  competition,
  slug,
  terms,
  onFieldErrors,
  onClose,
}: {
  competition: CompetitionDetail | undefined;
  slug: string;
  terms: CompetitionTerms;
  onFieldErrors: (errors: FormErrors) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <EditorSaveDialog
      title={competition ? 'Save the competition' : 'Create the competition'}
      description={
        competition
          ? 'Stakes scored from now on follow these terms; points already scored stay.'
          : 'The site shows it at once, and it scores stakes from its start.'
      }
      submitLabel={competition ? 'Save' : 'Create'}
      send={(reason) =>
        competition
          ? callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.change, {
              params: { id: competition.id },
              body: { terms, reason },
            })
          : callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.create, { body: { slug, terms, reason } })
      }
      onSaved={(reply) => {
        void queryClient.invalidateQueries({ queryKey: ['competitions'] });
        navigate(`/competitions/${reply.competition.id}`, { replace: true, state: { saved: true } });
      }}
      onFieldErrors={onFieldErrors}
      onClose={onClose}
    />
  );
}

/** Why the form cannot be changed, or what a change does now, by where the competition stands. */
function StandingNotice({ competition }: { competition: CompetitionDetail }) {
  if (competition.lifecycle === 'finished') {
    return <Notice tone="blue">This competition is finished: it is shown here to read.</Notice>;
  }
  if (competition.lifecycle === 'finishing') {
    return (
      <Notice tone="blue">
        This competition is closing and its prizes are being paid: it is shown here to read.
      </Notice>
    );
  }
  if (competition.state === 'active') {
    return <Notice tone="amber">It is running: a change applies to the stakes scored from now on.</Notice>;
  }
  return null;
}

function StandingCard({ competition }: { competition: CompetitionDetail }) {
  return (
    <Card title="State">
      <Facts
        items={[
          ['State', STATE_LABELS[competition.state]],
          ['Site page', competitionPath(competition.terms.kind, competition.slug)],
          ['Created', formatKyivDateTime(competition.createdAt)],
          ['Changed', formatKyivDateTime(competition.updatedAt)],
          ['Finished', formatKyivDateTime(competition.finishedAt)],
        ]}
      />
    </Card>
  );
}

/** The form of one competition, new or saved; read-only once it has begun closing. */
function CompetitionEditor({ competition }: { competition?: CompetitionDetail }) {
  const can = useCan();
  const location = useLocation();
  const mayEdit = can('promotions.manage') && (competition?.editable ?? true);
  const [form, setForm] = useState(() => formOf(competition));
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<CompetitionTerms>();
  const update = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const save = () => {
    const read = termsFromForm(form, { newSlug: !competition });
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) setSaving(read.terms);
  };
  const sections = { form, errors, update };
  const saved = (location.state as { saved?: boolean } | null)?.saved;

  return (
    <div>
      <Link
        to="/competitions"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-3.5" /> Competitions
      </Link>
      <PageHeader
        title={competition ? competition.terms.title.en : 'New competition'}
        description={
          competition
            ? `${KIND_LABELS[competition.terms.kind]} · ${competition.slug}`
            : 'A tournament or race'
        }
        actions={
          mayEdit ? (
            <Button variant="primary" onClick={save}>
              {competition ? 'Save changes' : 'Create competition'}
            </Button>
          ) : null
        }
      />
      <div className="mb-4 space-y-2">
        {saved ? <Notice tone="green">Saved. The site shows these terms now.</Notice> : null}
        {competition ? <StandingNotice competition={competition} /> : null}
        {Object.keys(errors).length > 0 ? (
          <Notice>Some fields need attention: see the messages below.</Notice>
        ) : null}
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_18rem]">
        <fieldset disabled={!mayEdit} className="min-w-0 space-y-4">
          <IdentitySection {...sections} isNew={!competition} />
          <TextsSection {...sections} language={language} onLanguage={setLanguage} />
          <ScheduleSection {...sections} />
          <StakesSection {...sections} />
          <ParticipantsSection {...sections} />
          <GamesSection {...sections} readOnly={!mayEdit} />
          <PrizesSection {...sections} readOnly={!mayEdit} list="prizes" />
          <StagesSection {...sections} readOnly={!mayEdit} />
          {/* A stage's tables count only with stages; the best rounds' only where rounds have a multiplier. */}
          {hasStages(form.stages) ? (
            <>
              <PrizesSection {...sections} readOnly={!mayEdit} list="stagePrizes" />
              <PrizesSection {...sections} readOnly={!mayEdit} list="stageLotteryTicketPrizes" />
            </>
          ) : null}
          {hasMultiplierPrizes(form.mode) ? (
            <>
              <PrizesSection {...sections} readOnly={!mayEdit} list="additionalPrizes" />
              <JackpotSection {...sections} />
            </>
          ) : null}
        </fieldset>
        {competition ? (
          <aside className="xl:sticky xl:top-20">
            <StandingCard competition={competition} />
          </aside>
        ) : null}
      </div>
      {saving ? (
        <SaveDialog
          competition={competition}
          slug={form.slug.trim()}
          terms={saving}
          onFieldErrors={setErrors}
          onClose={() => setSaving(undefined)}
        />
      ) : null}
    </div>
  );
}

function SavedCompetition({ id }: { id: number }) {
  const competition = useQuery({ ...competitionQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <Notice>There is no such competition.</Notice>;
  if (competition.isPending) return <Loading />;
  if (competition.isError) return <Notice>{errorMessage(competition.error)}</Notice>;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return (
    <CompetitionEditor
      key={`${competition.data.competition.updatedAt} ${competition.data.competition.lifecycle}`}
      competition={competition.data.competition}
    />
  );
}

/** `/competitions/new` and `/competitions/:id`: a competition's form. */
export function CompetitionsEditorPage() {
  const { id } = useParams();
  if (id === 'new') return <CompetitionEditor key="new" />;
  return <SavedCompetition id={Number(id)} />;
}
