import type { SocialNetwork } from '@casino/contracts';

/** Each network's mark, drawn for a 24-unit box in the current text colour. */
const MARKS: Record<SocialNetwork, React.ReactNode> = {
  telegram: (
    <path d="M21.4 4.1 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.5c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.8-1.4-1.4Zm-3.2 3.4-8.4 7.6-.3 3.5-1.5-4.9 9.6-6.1c.5-.3.9-.1.6-.1Z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.4" cy="6.6" r="1.3" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5Zm3.5 3.8v6.4l5.6-3.2Z"
    />
  ),
  facebook: (
    <path d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3.1Z" />
  ),
  tiktok: (
    <path d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7l.8.1V9.4a5.9 5.9 0 1 0 5 5.8V9a7.4 7.4 0 0 0 4.3 1.4V7.4A4.4 4.4 0 0 1 16.6 3Z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5Z" />
  ),
};

/** The tile colours players recognise each network by. */
export const NETWORK_TILES: Record<SocialNetwork, string> = {
  telegram: 'bg-[#229ed9] text-white',
  instagram: 'bg-[linear-gradient(45deg,#f9ce34,#ee2a7b_50%,#6228d7)] text-white',
  youtube: 'bg-[#ff0033] text-white',
  facebook: 'bg-[#1877f2] text-white',
  tiktok: 'bg-[#111111] text-white ring-1 ring-white/15',
  x: 'bg-[#111111] text-white ring-1 ring-white/15',
};

export function NetworkIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {MARKS[network]}
    </svg>
  );
}
