import type { CompetitionKind } from '@casino/contracts';
import type { LucideIcon } from 'lucide-react';
import Flag from 'lucide-react/icons/flag';
import Sparkles from 'lucide-react/icons/sparkles';
import Trophy from 'lucide-react/icons/trophy';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from '../../../lib/i18n';

/** Each kind's icon and colours, the same on cards, pages and the game's block. */
export const KIND_LOOKS: Record<CompetitionKind, { icon: LucideIcon; badge: string; glow: string }> = {
  tournament: {
    icon: Trophy,
    badge: 'bg-amber-400/15 text-amber-300 light:text-amber-700',
    glow: 'from-amber-400/20',
  },
  race: { icon: Flag, badge: 'bg-sky-400/15 text-sky-300 light:text-sky-700', glow: 'from-sky-400/20' },
  'special-race': {
    icon: Zap,
    badge: 'bg-fuchsia-400/15 text-fuchsia-300 light:text-fuchsia-700',
    glow: 'from-fuchsia-400/20',
  },
  promo: {
    icon: Sparkles,
    badge: 'bg-emerald-400/15 text-emerald-300 light:text-emerald-700',
    glow: 'from-emerald-400/20',
  },
};

/** The competition's kind: tournament, race, special race or promo tournament. */
export function KindBadge({ kind }: { kind: CompetitionKind }) {
  const { t } = useTranslation();
  const { icon: Icon, badge } = KIND_LOOKS[kind];
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center gap-1 rounded-full px-2.5 text-[11px] font-bold tracking-wide uppercase ${badge}`}
      data-testid="competition-kind"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`competitions.kinds.${kind}`)}
    </span>
  );
}
