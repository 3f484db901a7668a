import { type JackpotSevensAdmin, OPERATOR_JACKPOT_SEVENS_ENDPOINTS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { jackpotSevensOneQuery } from '../../api/jackpot-sevens-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { CountedGamesCard } from '../../components/counted-games-card';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Loading, Notice } from '../../components/ui';
import { useTermsForm } from '../../lib/use-terms-form';
import { formOf, termsFromForm } from './sevens-form';
import { SevensPoolsCard } from './sevens-pools-card';
import { SevensTermsCard } from './sevens-terms-card';

/** The pools and rounds on the page follow the ledger this closely. */
const POOL_REFRESH_MS = 5_000;

/**
 * What a change does to what is running: said on the page and before the operator confirms. A round commits to its
 * drop point when it opens, so no change may reach into it.
 */
const WHEN_SAVED =
  'A change applies from the next round: the open round keeps the drop point it committed to, with its seed amount and ceiling. A new share counts from the next stake; each pool keeps its money.';

/** A new jackpot's pools open no round until a stake comes: then the round opens and puts its seed amount in. */
const WHEN_CREATED =
  'Each pool opens its first round at the first stake in its currency, with its seed amount from the promotions budget.';

/** The form of one jackpot-sevens, new or saved, beside its pools and open rounds. */
function SevensEditor({ jackpot }: { jackpot?: JackpotSevensAdmin }) {
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
      back={{ to: '/jackpot-sevens', label: 'Jackpot-sevens' }}
      title={jackpot ? jackpot.terms.title.en : 'New jackpot-sevens'}
      description={jackpot ? WHEN_SAVED : WHEN_CREATED}
      mayEdit={mayEdit}
      saveLabel={jackpot ? 'Save changes' : 'Create jackpot-sevens'}
      savedNotice="Saved. Each pool's next round follows these terms."
      aside={jackpot ? <SevensPoolsCard jackpot={jackpot} /> : null}
      saveWith={{
        title: jackpot ? 'Save the jackpot-sevens' : 'Create the jackpot-sevens',
        description: jackpot ? WHEN_SAVED : WHEN_CREATED,
        submitLabel: jackpot ? 'Save' : 'Create',
        send: (terms, reason) =>
          jackpot
            ? callOperatorEndpoint(OPERATOR_JACKPOT_SEVENS_ENDPOINTS.change, {
                params: { slug: jackpot.slug },
                body: { terms, reason },
              })
            : callOperatorEndpoint(OPERATOR_JACKPOT_SEVENS_ENDPOINTS.create, {
                body: { slug: form.slug.trim(), terms, reason },
              }),
        invalidates: ['jackpot-sevens'],
        savedPath: (reply) => `/jackpot-sevens/${reply.jackpot.slug}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <SevensTermsCard form={form} errors={errors} update={update} isNew={!jackpot} />
      <CountedGamesCard
        title="Games that feed it"
        hint="Real-money stakes in these games feed the pool and may drop it."
        games={form.games}
        error={errors['terms.games']}
        readOnly={!mayEdit}
        onChange={(games) => update({ games })}
      />
    </TermsEditor>
  );
}

function SavedSevens({ slug }: { slug: string }) {
  const jackpot = useQuery({ ...jackpotSevensOneQuery(slug), refetchInterval: POOL_REFRESH_MS });
  if (jackpot.isPending) return <Loading />;
  if (jackpot.isError) return <Notice>{errorMessage(jackpot.error)}</Notice>;
  const saved = jackpot.data.jackpot;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save (a pool's
  // refresh leaves the form as typed).
  return <SevensEditor key={`${saved.slug} ${saved.updatedAt}`} jackpot={saved} />;
}

/** `/jackpot-sevens/new` and `/jackpot-sevens/:slug`: a jackpot-sevens' form. */
export function SevensEditorPage() {
  const { slug = '' } = useParams();
  if (slug === 'new') return <SevensEditor key="new" />;
  return <SavedSevens slug={slug} />;
}
