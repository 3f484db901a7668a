import { OPERATOR_PIGGY_BANK_ENDPOINTS, type PiggyBankAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { piggyBankQuery } from '../../api/piggy-bank-queries';
import { useCan } from '../../api/session';
import { CountedGamesCard } from '../../components/counted-games-card';
import { TermsEditor } from '../../components/terms-editor';
import { Card, Facts, Loading, Notice } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { useTermsForm } from '../../lib/use-terms-form';
import { PiggyFillCard } from './piggy-fill-card';
import { formOf, termsFromForm } from './piggy-form';

/** What a change does to what is running: said on the page and before the operator confirms. */
const WHEN_SAVED =
  'The next stake counted follows these terms. Money already in players’ piggy banks stays theirs: one past a lowered full amount is full and may be broken, one below a raised minimum waits for it.';

function PiggyEditor({ piggyBank }: { piggyBank: PiggyBankAdmin }) {
  const can = useCan();
  const mayEdit = can('promotions.manage');
  const editor = useTermsForm(() => formOf(piggyBank), termsFromForm);
  const { form, errors, update } = editor;
  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/piggy-bank', label: 'Piggy bank' }}
      title="Piggy bank"
      description={WHEN_SAVED}
      mayEdit={mayEdit}
      savedNotice="Saved. The next stake counted follows these terms."
      notices={
        piggyBank.terms ? null : (
          <Notice tone="blue">Not set up yet: the site shows it once it is saved and enabled.</Notice>
        )
      }
      aside={
        piggyBank.updatedAt ? (
          <Card title="State">
            <Facts
              items={[
                ['Shown on the site', piggyBank.terms?.enabled ? 'Yes' : 'No'],
                ['Changed', formatKyivDateTime(piggyBank.updatedAt)],
              ]}
            />
          </Card>
        ) : null
      }
      saveWith={{
        title: 'Save the piggy bank',
        description: WHEN_SAVED,
        submitLabel: 'Save',
        send: (terms, reason) =>
          callOperatorEndpoint(OPERATOR_PIGGY_BANK_ENDPOINTS.change, {
            params: { id: piggyBank.id },
            body: { terms, reason },
          }),
        invalidates: ['piggy-banks'],
        savedPath: () => `/piggy-bank/${piggyBank.id}`,
      }}
    >
      <PiggyFillCard form={form} errors={errors} update={update} />
      <CountedGamesCard
        title="Games that fill it"
        hint="Real-money stakes in these games fill the piggy bank."
        games={form.games}
        error={errors['terms.games']}
        readOnly={!mayEdit}
        onChange={(games) => update({ games })}
      />
    </TermsEditor>
  );
}

/** `/piggy-bank/:id`: the piggy bank's form. */
export function PiggyEditorPage() {
  const { id = '' } = useParams();
  const piggyBank = useQuery(piggyBankQuery(id));
  if (piggyBank.isPending) return <Loading />;
  if (piggyBank.isError) return <Notice>{errorMessage(piggyBank.error)}</Notice>;
  const saved = piggyBank.data.piggyBank;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <PiggyEditor key={`${saved.id} ${saved.updatedAt}`} piggyBank={saved} />;
}
