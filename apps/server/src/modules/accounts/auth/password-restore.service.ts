import {
  RESTORE_ERROR,
  type RemindConfirmRequest,
  type RemindConfirmResponse,
  type RemindRequest,
} from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, validationFailed } from '../../../platform/http/app-error.ts';
import type { MessagingService } from '../../messaging/index.ts';
import { classifyLogin } from '../players/contacts.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { restoreTexts } from './restore-messages.ts';
import type { RestoreTokens } from './restore-token.ts';

/** The contact kind each restore type is sent to: links by e-mail, codes by sms or flash call. */
const CONTACT_OF = { token: 'email', code: 'phone', call: 'phone' } as const;

/**
 * Password restore (spec section 6): a link by e-mail, or a code by sms or flash call, exchanged for a restore
 * token that lets the player choose a new password. Nothing in the answers reveals whether a contact is known.
 */
export class PasswordRestoreService {
  readonly #players: PlayersRepository;
  readonly #verification: VerificationService;
  readonly #messaging: MessagingService;
  readonly #restoreTokens: RestoreTokens;
  readonly #clock: Clock;
  readonly #publicUrl: string;

  constructor(deps: {
    players: PlayersRepository;
    verification: VerificationService;
    messaging: MessagingService;
    restoreTokens: RestoreTokens;
    clock: Clock;
    publicUrl: string;
  }) {
    this.#players = deps.players;
    this.#verification = deps.verification;
    this.#messaging = deps.messaging;
    this.#restoreTokens = deps.restoreTokens;
    this.#clock = deps.clock;
    this.#publicUrl = deps.publicUrl.replace(/\/$/, '');
  }

  /** The normalised contact a restore request is for; a malformed one is a validation error, not a lookup. */
  contactOf(request: RemindRequest): string {
    const { kind, value } = classifyLogin(request.contact);
    if (kind !== CONTACT_OF[request.type]) {
      throw validationFailed({
        contact: CONTACT_OF[request.type] === 'email' ? 'must be an e-mail' : 'must be a phone',
      });
    }
    return value;
  }

  async remind(request: RemindRequest): Promise<void> {
    const contact = this.contactOf(request);
    const player = await this.#players.findBy(CONTACT_OF[request.type], contact);
    if (!player) return;
    try {
      await this.#send(request.type, contact, player);
    } catch (error) {
      // A second request within the resend interval is answered like the first, which was already sent.
      if (error instanceof AppError && error.code === 'code_resend_too_soon') return;
      throw error;
    }
  }

  async #send(type: RemindRequest['type'], contact: string, player: PlayerRow): Promise<void> {
    const texts = restoreTexts(player.language);
    if (type === 'token') {
      const { secret } = await this.#verification.issueToken({
        purpose: 'restore',
        contact,
        playerId: player.id,
      });
      const url = `${this.#publicUrl}/?change-password=${encodeURIComponent(secret)}`;
      await this.#messaging.send({
        channel: 'email',
        recipient: contact,
        subject: texts.subject,
        body: texts.link(url),
      });
      return;
    }
    const channel = type === 'code' ? 'sms' : 'flash_call';
    const { secret } = await this.#verification.issueCode({
      purpose: 'restore',
      channel,
      contact,
      playerId: player.id,
    });
    await this.#messaging.send(
      type === 'code'
        ? { channel: 'sms', recipient: contact, body: texts.code(secret) }
        : // A flash call's code is the last digits of the calling number; the record keeps them for the outbox.
          { channel: 'call', recipient: contact, body: secret },
    );
  }

  /** Exchanges a link token or a code for a restore token; failures are RESTORE_ERROR numbers. */
  async confirm(request: RemindConfirmRequest): Promise<RemindConfirmResponse> {
    let playerId: number | null;
    try {
      playerId =
        'token' in request
          ? await this.#verification.consumeToken({ purpose: 'restore', token: request.token })
          : await this.#verification.checkCode({
              purpose: 'restore',
              contact: classifyLogin(request.contact).value,
              code: request.code,
            });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        success: false,
        error: error.code === 'code_invalid' ? RESTORE_ERROR.wrongCode : RESTORE_ERROR.expired,
      };
    }
    const player = playerId === null ? undefined : await this.#players.findById(playerId);
    if (!player) return { success: false, error: RESTORE_ERROR.expired };
    // A temporary lock after wrong passwords is no obstacle: restoring the password is the way out of it.
    if (player.status === 'blocked') return { success: false, error: RESTORE_ERROR.blocked };
    return {
      success: true,
      restoreToken: this.#restoreTokens.issue(player.id, player.passwordHash, this.#clock.now()),
    };
  }
}
