import { localizePath } from '@casino/contracts';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/app-data';

const LINK_CLASS = 'font-semibold break-words text-accent hover:text-accent-strong';

/** A link written in a legal text: a site path stays in the visitor's language, other sites open in a new tab. */
export function LegalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const lang = useLanguage();
  if (href.startsWith('/')) {
    return (
      <Link to={localizePath(href, lang)} className={LINK_CLASS}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a
      href={href}
      className={LINK_CLASS}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
