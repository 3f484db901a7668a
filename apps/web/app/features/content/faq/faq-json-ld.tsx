import type { FaqGroup } from '@casino/contracts';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../../lib/root-data';
import { scriptJson } from '../../../lib/script-json';

/** schema.org FAQPage data, so search engines can show the questions as rich results. */
export function faqStructuredData(groups: FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

/** The FAQPage JSON-LD script; it carries this response's CSP nonce like every inline script. */
export function FaqJsonLd({ groups }: { groups: FaqGroup[] }) {
  const nonce = useRouteLoaderData<RootData>('root')?.nonce;
  const json = scriptJson(faqStructuredData(groups));
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized data with `<` escaped, not markup
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
