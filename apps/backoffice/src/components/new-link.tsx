import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list page's link to the form of a new item, drawn as its primary button. */
export function NewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex h-8 items-center gap-1.5 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-indigo-700"
    >
      <Plus aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
