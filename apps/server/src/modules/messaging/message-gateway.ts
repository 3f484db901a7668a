import type { MessageChannel } from './messaging.schema.ts';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E.164 phone for sms and call, an address for email. */
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * How the product reaches players outside the site. A real SMS, voice (flash call) or e-mail provider implements
 * this; the development gateway records messages for the outbox page instead of sending them.
 */
export interface MessageGateway {
  readonly name: string;
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null }>;
}
