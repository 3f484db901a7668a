import type { IconCard as IconCardData } from '@casino/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalHref } from '../../../lib/use-local-href';
import { IconTile } from './content-icon';

/** Icon beside the text on phones, where cards stack; icon above the text from the two-column width up. */
const CARD =
  'group relative flex h-full items-start gap-4 rounded-2xl bg-surface-1 p-4 ring-1 ring-line transition duration-200 sm:flex-col sm:gap-3 sm:p-5';

/** A feature card: icon, title and text; with `href` the whole card is a link into the site. */
export function IconCard({ card }: { card: IconCardData }) {
  const localHref = useLocalHref();
  const body = (
    <>
      <IconTile name={card.icon} />
      <div className="flex min-w-0 flex-col gap-1 pr-5 sm:gap-2 sm:pr-0">
        <h3 className="text-base font-semibold text-fg">{card.title}</h3>
        <p className="text-sm leading-relaxed text-muted">{card.text}</p>
      </div>
    </>
  );
  if (!card.href) return <div className={CARD}>{body}</div>;
  return (
    <Link
      to={localHref(card.href)}
      className={`${CARD} hover:-translate-y-0.5 hover:bg-surface-2 hover:ring-accent/40 motion-reduce:hover:translate-y-0`}
    >
      {body}
      <ChevronRight
        aria-hidden="true"
        className="absolute top-4 right-3 size-5 sm:top-5 sm:right-4 text-muted transition group-hover:translate-x-0.5 group-hover:text-accent"
      />
    </Link>
  );
}
