import type { ContentLink } from '@casino/contracts';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, type ButtonVariant } from '../../../components/ui/button';
import { useLocalHref } from '../../../lib/use-local-href';

/** A section's call to action, leading to a page of the site in the visitor's language. */
export function SectionCta({
  cta,
  variant = 'secondary',
}: {
  cta: ContentLink | undefined;
  variant?: ButtonVariant;
}) {
  const localHref = useLocalHref();
  if (!cta) return null;
  return (
    <ButtonLink to={localHref(cta.href)} variant={variant}>
      {cta.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}
