import {
  BadgeCheck,
  Banknote,
  ChartLine,
  Dices,
  Expand,
  Handshake,
  HardDrive,
  Headset,
  HeartHandshake,
  Lock,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  RefreshCw,
  ShieldCheck,
  Smartphone,
  Sparkles,
  UserRound,
  Wallet,
  Zap,
} from 'lucide-react';

/** The icons payloads may name; each is imported on its own so the bundle carries only these. */
const ICONS: Record<string, LucideIcon> = {
  'badge-check': BadgeCheck,
  banknote: Banknote,
  chart: ChartLine,
  dice: Dices,
  maximize: Expand,
  handshake: Handshake,
  'hard-drive': HardDrive,
  headset: Headset,
  'heart-handshake': HeartHandshake,
  lock: Lock,
  megaphone: Megaphone,
  message: MessageCircle,
  refresh: RefreshCw,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  user: UserRound,
  wallet: Wallet,
  zap: Zap,
};

/** A payload's icon by key; content may name an icon this build does not know yet, which shows as sparkles. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.8} />;
}

/** The icon on a tinted tile, as cards show it. */
export function IconTile({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-14 rounded-2xl' : 'size-11 rounded-xl';
  const icon = size === 'lg' ? 'size-7' : 'size-5';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-accent/12 text-accent ring-1 ring-accent/25 ${box}`}
    >
      <ContentIcon name={name} className={icon} />
    </span>
  );
}
