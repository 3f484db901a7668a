import { WHEEL_MAX_SEGMENTS, WHEEL_MIN_SEGMENTS } from '@casino/contracts';
import { OPERATOR_WHEEL_ENDPOINTS, type WheelAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { callOperatorEndpoint } from '../../api/operator-client';
import { useCan } from '../../api/session';
import { wheelQuery } from '../../api/wheel-queries';
import { TermsEditor } from '../../components/terms-editor';
import { TextsCard } from '../../components/texts-card';
import { Card, Facts, Loading, Notice } from '../../components/ui';
import { WeightedPrizeTable } from '../../components/weighted-prize-table';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { useTermsForm } from '../../lib/use-terms-form';
import { blankSegment, formOf, termsFromForm } from './wheel-form';
import { WheelSegmentLabel } from './wheel-segment-label';
import { WheelSpinsCard } from './wheel-spins-card';

/** What a change does to what is running: said on the page and before the operator confirms. */
const WHEN_SAVED =
  'The next spin follows these terms. A spin already drawn keeps the odds table recorded with its draw, and the spins players have earned today stay theirs.';

function WheelEditor({ wheel }: { wheel: WheelAdmin }) {
  const can = useCan();
  const editor = useTermsForm(() => formOf(wheel.terms), termsFromForm);
  const { form, errors, update } = editor;
  return (
    <TermsEditor
      editor={editor}
      back={{ to: '/wheels', label: 'Wheels of fortune' }}
      title={wheel.terms.title.en}
      description={WHEN_SAVED}
      mayEdit={can('promotions.manage')}
      savedNotice="Saved. The next spin follows these terms."
      aside={
        <Card title="State">
          <Facts
            items={[
              ['Shown on the site', wheel.terms.enabled ? 'Yes' : 'No'],
              ['Guest wheel', wheel.terms.guest ? 'Yes' : 'No'],
              ['Place among the wheels', String(wheel.position)],
              ['Changed', formatKyivDateTime(wheel.updatedAt)],
            ]}
          />
        </Card>
      }
      saveWith={{
        title: 'Save the wheel',
        description: WHEN_SAVED,
        submitLabel: 'Save',
        send: (terms, reason) =>
          callOperatorEndpoint(OPERATOR_WHEEL_ENDPOINTS.change, {
            params: { slug: wheel.slug },
            body: { terms, reason },
          }),
        invalidates: ['wheels'],
        savedPath: () => `/wheels/${wheel.slug}`,
      }}
    >
      <TextsCard
        title={form.title}
        errors={errors}
        onChange={({ title }) => (title ? update({ title }) : undefined)}
        language={editor.language}
        onLanguage={editor.setLanguage}
      />
      <WheelSpinsCard form={form} errors={errors} update={update} />
      <WeightedPrizeTable
        title="Segments"
        rowName="segment"
        rows={form.segments}
        field="terms.segments"
        errors={errors}
        limits={{ min: WHEEL_MIN_SEGMENTS, max: WHEEL_MAX_SEGMENTS }}
        blank={blankSegment}
        onChange={(segments) => update({ segments })}
        extra={(row, index, change) => (
          <WheelSegmentLabel
            label={row.label}
            name={`segment ${index + 1}`}
            field={`terms.segments.${index}.label`}
            errors={errors}
            onChange={(label) => change({ label })}
          />
        )}
      />
    </TermsEditor>
  );
}

/** `/wheels/:slug`: a wheel's form. */
export function WheelEditorPage() {
  const { slug = '' } = useParams();
  const wheel = useQuery(wheelQuery(slug));
  if (wheel.isPending) return <Loading />;
  if (wheel.isError) return <Notice>{errorMessage(wheel.error)}</Notice>;
  const saved = wheel.data.wheel;
  // Keyed by the saved version, so the form starts from the terms the server holds after every save.
  return <WheelEditor key={`${saved.slug} ${saved.updatedAt}`} wheel={saved} />;
}
