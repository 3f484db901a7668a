import { competitionPath } from '@casino/contracts';
import { type CompetitionDetail, OPERATOR_COMPETITION_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { competitionQuery } from '../api/competitions-queries';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { useCan } from '../api/session';
import { TermsEditor } from '../components/terms-editor';
import { Card, Facts, Loading, Notice } from '../components/ui';
import { formatKyivDateTime } from '../lib/kyiv-time';
import { useTermsForm } from '../lib/use-terms-form';
import {
  IdentitySection,
  ParticipantsSection,
  ScheduleSection,
  StakesSection,
  TextsSection,
} from './competitions-fields';
import { formOf, hasMultiplierPrizes, hasStages, termsFromForm } from './competitions-form';
import { GamesSection } from './competitions-games';
import { JackpotSection } from './competitions-jackpot';
import { KIND_LABELS, STATE_LABELS } from './competitions-labels';
import { PrizesSection } from './competitions-prizes';
import { StagesSection } from './competitions-stages';

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
  const editor = useTermsForm(
    () => formOf(competition),
    (form) => termsFromForm(form, { newSlug: !competition }),
  );
  const { form, errors, update } = editor;
  const sections = { form, errors, update };
  const mayEdit = can('promotions.manage') && (competition?.editable ?? true);

  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/competitions', label: 'Competitions' }}
      title={competition ? competition.terms.title.en : 'New competition'}
      description={
        competition ? `${KIND_LABELS[competition.terms.kind]} · ${competition.slug}` : 'A tournament or race'
      }
      mayEdit={mayEdit}
      saveLabel={competition ? 'Save changes' : 'Create competition'}
      savedNotice="Saved. The site shows these terms now."
      notices={competition ? <StandingNotice competition={competition} /> : null}
      aside={competition ? <StandingCard competition={competition} /> : null}
      saveWith={{
        title: competition ? 'Save the competition' : 'Create the competition',
        description: competition
          ? 'Stakes scored from now on follow these terms; points already scored stay.'
          : 'The site shows it at once, and it scores stakes from its start.',
        submitLabel: competition ? 'Save' : 'Create',
        send: (terms, reason) =>
          competition
            ? callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.change, {
                params: { id: competition.id },
                body: { terms, reason },
              })
            : callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.create, {
                body: { slug: form.slug.trim(), terms, reason },
              }),
        invalidates: ['competitions'],
        savedPath: (reply) => `/competitions/${reply.competition.id}`,
      }}
    >
      <IdentitySection {...sections} isNew={!competition} />
      <TextsSection {...sections} language={editor.language} onLanguage={editor.setLanguage} />
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
    </TermsEditor>
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
