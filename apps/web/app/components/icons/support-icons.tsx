import type { SupportContacts } from '@casino/contracts';
import Mail from 'lucide-react/icons/mail';
import { SocialIcon } from './social-icons';

export type SupportChannel = keyof SupportContacts;

/** Spec section 9: support contact channels, in the order they are offered. */
export const SUPPORT_CHANNELS: readonly SupportChannel[] = ['telegram', 'viber', 'email'];

function ViberIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true" focusable="false">
      <path d="M12 2.5c-4.9 0-8.6 1.6-8.6 8 0 3.2.9 5.3 2.6 6.5v3.2c0 .5.6.8 1 .4l2.3-2.3c.9.1 1.8.2 2.7.2 4.9 0 8.6-1.6 8.6-8s-3.7-8-8.6-8Zm3.9 11.2-.7.7c-.6.6-1.7.4-3.3-.6a10 10 0 0 1-3.5-3.8c-.6-1.2-.6-2 0-2.6l.7-.7c.3-.3.8-.3 1.1 0l1 1.2c.3.3.2.8-.1 1.1l-.4.4c.3.9 1.3 2 2.3 2.4l.4-.4c.3-.3.8-.3 1.1 0l1.2 1.1c.3.4.3.8 0 1.2Z" />
    </svg>
  );
}

const CHANNEL_ICONS: Record<SupportChannel, (props: { className?: string }) => React.ReactNode> = {
  telegram: ({ className }) => <SocialIcon network="telegram" className={className} />,
  viber: ViberIcon,
  email: ({ className }) => <Mail className={className} aria-hidden="true" />,
};

export function SupportChannelIcon({ channel, className }: { channel: SupportChannel; className?: string }) {
  const Icon = CHANNEL_ICONS[channel];
  return <Icon className={className} />;
}

/** The address a channel's link opens: its chat link, or a mail link for e-mail. */
export function supportHref(channel: SupportChannel, contacts: SupportContacts): string {
  return channel === 'email' ? `mailto:${contacts.email}` : contacts[channel];
}
