import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * The page's SEO text at the bottom: always in the HTML in full (search engines read it), visually clamped to
 * its first lines until the visitor expands it.
 */
export function SeoText({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const paragraphs = (text ?? '').split(/\n{2,}/).filter(Boolean);
  if (paragraphs.length === 0) return null;
  const clamped = paragraphs.length > 1 && !expanded;
  return (
    <section className="rounded-2xl bg-surface-1 p-5 ring-1 ring-line lg:p-7">
      <div
        id={bodyId}
        className={`relative flex flex-col gap-3 text-sm leading-relaxed text-muted ${clamped ? 'max-h-28 overflow-hidden' : ''}`}
      >
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {clamped ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-14 bg-gradient-to-t from-surface-1 to-transparent"
          />
        ) : null}
      </div>
      {paragraphs.length > 1 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-3 rounded text-sm font-semibold text-accent hover:text-accent-strong"
        >
          {expanded ? t('pages.seoText.less') : t('pages.seoText.more')}
        </button>
      ) : null}
    </section>
  );
}
