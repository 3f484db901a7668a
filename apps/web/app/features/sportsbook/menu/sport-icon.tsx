import type { SportKey } from '@casino/contracts';
import Crosshair from 'lucide-react/icons/crosshair';
import HockeyStick from 'lucide-react/icons/hockey-stick';
import Swords from 'lucide-react/icons/swords';
import type { ReactNode } from 'react';

/** A line icon drawn like the icon set's (24-unit grid, round two-unit strokes), for the balls the set lacks. */
function BallIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <circle cx="12" cy="12" r="10" />
      {children}
    </svg>
  );
}

/** Each sport's icon in the sports menu and beside its tournaments. */
export function SportIcon({ sport, className = 'size-4.5' }: { sport: SportKey; className?: string }) {
  switch (sport) {
    case 'football':
      return (
        <BallIcon className={className}>
          <path d="m12 7 4.3 3.1-1.6 5H9.3l-1.6-5Z" />
          <path d="M12 7V2.5m4.3 7.6 4.5-1.5m-6.1 6.5 2.8 3.8m-8.2-3.8-2.8 3.8m1.2-8.8L3.2 8.6" />
        </BallIcon>
      );
    case 'basketball':
      return (
        <BallIcon className={className}>
          <path d="M2 12h20M12 2v20M5 4.9a10 10 0 0 1 0 14.2m14-14.2a10 10 0 0 0 0 14.2" />
        </BallIcon>
      );
    case 'tennis':
      return (
        <BallIcon className={className}>
          <path d="M6 4.5c2.6 4.6 2.6 10.4 0 15m12-15c-2.6 4.6-2.6 10.4 0 15" />
        </BallIcon>
      );
    case 'ice-hockey':
      return <HockeyStick className={className} aria-hidden="true" />;
    case 'cs2':
      return <Crosshair className={className} aria-hidden="true" />;
    case 'dota2':
      return <Swords className={className} aria-hidden="true" />;
  }
}
