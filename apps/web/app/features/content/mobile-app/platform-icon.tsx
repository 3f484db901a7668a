import { Apple } from 'lucide-react';

/** The Android robot's head, drawn for a 24-unit box (icon sets no longer ship brand marks). */
function AndroidIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M2.5 19a9.5 9.5 0 0 1 19 0Zm5.6-3.6a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Zm7.8 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Z"
      />
      <path
        d="m6.4 10.4-2-3.4m13.2 3.4 2-3.4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PlatformIcon({ os, className }: { os: 'android' | 'ios'; className?: string }) {
  return os === 'android' ? (
    <AndroidIcon className={className} />
  ) : (
    <Apple aria-hidden="true" className={className} />
  );
}
