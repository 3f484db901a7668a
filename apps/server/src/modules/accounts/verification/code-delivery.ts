import type { CodeChannel, ContactType, Language } from '@casino/contracts';
import type { MessagingService, OutgoingMessage } from '../../messaging/index.ts';
import { CODE_MESSAGES } from './code-messages.ts';
import type { VerificationPurpose } from './verification.schema.ts';
import { CODE_TTL_MS, RESEND_INTERVAL_MS, type VerificationService } from './verification.service.ts';

/**
 * The calling numbers of flash calls: a pool whose last four digits are the code. The development gateway records
 * the call with this number in its body, as a voice provider would show it on the player's phone.
 */
const FLASH_CALL_PREFIX = '+38044390';

/** Whom a code is for and how it travels. */
export interface CodeRequest {
  purpose: VerificationPurpose;
  type: ContactType;
  contact: string;
  channel?: 'sms' | 'flash_call';
  playerId: number | null;
  language: Language;
}

export interface CodeSent {
  channel: CodeChannel;
  codeLength: number;
  expiresAt: Date;
  resendAvailableAt: Date;
}

/** Issues a one-time code and sends it to the contact over the chosen channel. */
export class CodeDelivery {
  readonly #verification: VerificationService;
  readonly #messaging: MessagingService;

  constructor(deps: { verification: VerificationService; messaging: MessagingService }) {
    this.#verification = deps.verification;
    this.#messaging = deps.messaging;
  }

  async send(input: CodeRequest): Promise<CodeSent> {
    const { channel, secret, sent } = await this.#issue(input);
    const texts = CODE_MESSAGES[input.language];
    if (channel === 'email') {
      await this.#messaging.send({
        channel: 'email',
        recipient: input.contact,
        subject: texts.codeEmailSubject,
        body: texts.codeEmail(secret),
      });
    } else if (channel === 'flash_call') {
      await this.#messaging.send({
        channel: 'call',
        recipient: input.contact,
        body: `Calling number ${FLASH_CALL_PREFIX}${secret}`,
      });
    } else {
      await this.#messaging.send({ channel: 'sms', recipient: input.contact, body: texts.codeSms(secret) });
    }
    return sent;
  }

  /**
   * Issues a code exactly as `send` does but sends the contact's holder `notice` instead of the code: for a
   * contact that is another player's, the caller's answer (and its resend clock) is the same as for a free one,
   * and nobody can confirm it.
   */
  async withhold(input: CodeRequest, notice: OutgoingMessage): Promise<CodeSent> {
    const { sent } = await this.#issue(input);
    await this.#messaging.send(notice);
    return sent;
  }

  async #issue(input: CodeRequest): Promise<{ channel: CodeChannel; secret: string; sent: CodeSent }> {
    const channel: CodeChannel = input.type === 'email' ? 'email' : (input.channel ?? 'sms');
    const issued = await this.#verification.issueCode({
      purpose: input.purpose,
      channel,
      contact: input.contact,
      playerId: input.playerId,
    });
    const issuedAt = issued.expiresAt.getTime() - CODE_TTL_MS;
    return {
      channel,
      secret: issued.secret,
      sent: {
        channel,
        codeLength: issued.secret.length,
        expiresAt: issued.expiresAt,
        resendAvailableAt: new Date(issuedAt + RESEND_INTERVAL_MS),
      },
    };
  }
}

/** The JSON answer of a code request. */
export function codeSentBody(sent: CodeSent) {
  return {
    success: true as const,
    channel: sent.channel,
    codeLength: sent.codeLength,
    expiresAt: sent.expiresAt.toISOString(),
    resendAvailableAt: sent.resendAvailableAt.toISOString(),
  };
}
