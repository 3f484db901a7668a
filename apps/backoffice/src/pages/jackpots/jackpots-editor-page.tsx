import { type JackpotAdmin, OPERATOR_JACKPOT_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { jackpotQuery } from '../../api/jackpots-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { CountedGamesCard } from '../../components/counted-games-card';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Loading, Notice } from '../../components/ui';
import { useTermsForm } from '../../lib/use-terms-form';
import { JackpotOddsCard } from './jackpot-odds-card';
import { JackpotPoolsCard } from './jackpot-pools-card';
import { formOf, termsFromForm } from './jackpots-form';

/** The tickets a stake's are drawn out of, before the server has said (a new jackpot's form). */
const TOTAL_TICKETS = 1_000_000_000;
/** The pools and wins on the page follow the ledger this closely. */
const POOL_REFRESH_MS = 5_000;

/** What a change does to what is running: said on the page and before the operator confirms. */
const WHEN_SAVED =
  'The next stake follows these terms. Each pool keeps its money: a new share counts from the next stake, a new seed amount is put in after the next win, and a currency the jackpot starts running in opens its pool with its seed amount.';

/** The form of one jackpot, new or saved, beside its pools and latest wins. */
function JackpotEditor({ jackpot }: { jackpot?: JackpotAdmin }) {
  const can = useCan();
  const mayEdit = can('promotions.manage');
  const editor = useTermsForm(
    () => formOf(jackpot),
    (form) => termsFromForm(form, { newSlug: !jackpot }),
  );
  const { form, errors, update } = editor;
  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/jackpots', label: 'Jackpots' }}
      title={jackpot ? jackpot.terms.title.en : 'New jackpot'}
      description={WHEN_SAVED}
      mayEdit={mayEdit}
      saveLabel={jackpot ? 'Save changes' : 'Create jackpot'}
      savedNotice="Saved. The next stake follows these terms."
      aside={jackpot ? <JackpotPoolsCard jackpot={jackpot} /> : null}
      saveWith={{
        title: jackpot ? 'Save the jackpot' : 'Create the jackpot',
        description: jackpot
          ? WHEN_SAVED
          : 'Each pool opens with its seed amount, paid from the promotions budget.',
        submitLabel: jackpot ? 'Save' : 'Create',
        send: (terms, reason) =>
          jackpot
            ? callOperatorEndpoint(OPERATOR_JACKPOT_ENDPOINTS.change, {
                params: { slug: jackpot.slug },
                body: { terms, reason },
              })
            : callOperatorEndpoint(OPERATOR_JACKPOT_ENDPOINTS.create, {
                body: { slug: form.slug.trim(), terms, reason },
              }),
        invalidates: ['jackpots'],
        savedPath: (reply) => `/jackpots/${reply.jackpot.slug}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <JackpotOddsCard
        form={form}
        errors={errors}
        update={update}
        totalTickets={jackpot?.totalTickets ?? TOTAL_TICKETS}
        isNew={!jackpot}
      />
      <CountedGamesCard
        title="Games that feed it"
        hint="Real-money stakes in these games feed the pool and may win it."
        games={form.games}
        error={errors['terms.games']}
        readOnly={!mayEdit}
        onChange={(games) => update({ games })}
      />
    </TermsEditor>
  );
}

function SavedJackpot({ slug }: { slug: string }) {
  const jackpot = useQuery({ ...jackpotQuery(slug), refetchInterval: POOL_REFRESH_MS });
  if (jackpot.isPending) return <Loading />;
  if (jackpot.isError) return <Notice>{errorMessage(jackpot.error)}</Notice>;
  const saved = jackpot.data.jackpot;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save (a pool's
  // refresh leaves the form as typed).
  return <JackpotEditor key={`${saved.slug} ${saved.updatedAt}`} jackpot={saved} />;
}

/** `/jackpots/new` and `/jackpots/:slug`: a jackpot's form. */
export function JackpotsEditorPage() {
  const { slug = '' } = useParams();
  if (slug === 'new') return <JackpotEditor key="new" />;
  return <SavedJackpot slug={slug} />;
}
