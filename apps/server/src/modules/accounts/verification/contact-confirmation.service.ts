import type { ContactType, Language, PhoneChannel, RegistrationState } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { funnelSatisfied, isConfirmed, registrationState } from '../registration/registration-state.ts';
import type { CodeDelivery, CodeSent } from './code-delivery.ts';
import { contactConfirmationErrors } from './contact-confirmation.errors.ts';
import { verificationErrors } from './verification.errors.ts';
import type { VerificationService } from './verification.service.ts';

/** Confirmation of the signed-in player's own e-mail or phone; completes registration when the funnel is met. */
export class ContactConfirmationService {
  readonly #players: PlayersRepository;
  readonly #codes: CodeDelivery;
  readonly #verification: VerificationService;
  readonly #clock: Clock;

  constructor(deps: {
    players: PlayersRepository;
    codes: CodeDelivery;
    verification: VerificationService;
    clock: Clock;
  }) {
    this.#players = deps.players;
    this.#codes = deps.codes;
    this.#verification = deps.verification;
    this.#clock = deps.clock;
  }

  async #contactOf(playerId: number, type: ContactType): Promise<{ player: PlayerRow; contact: string }> {
    const player = await this.#players.findById(playerId);
    if (!player) throw contactConfirmationErrors.notSignedIn();
    const contact = player[type];
    if (!contact) throw contactConfirmationErrors.noContact(type);
    return { player, contact };
  }

  async requestCode(playerId: number, type: ContactType, channel: PhoneChannel): Promise<CodeSent> {
    const { player, contact } = await this.#contactOf(playerId, type);
    if (isConfirmed(player, type)) throw contactConfirmationErrors.alreadyConfirmed(type);
    return this.#codes.send({
      purpose: 'confirm_contact',
      type,
      contact,
      channel,
      playerId,
      language: player.language as Language,
    });
  }

  async confirm(playerId: number, type: ContactType, code: string): Promise<RegistrationState> {
    const { player, contact } = await this.#contactOf(playerId, type);
    if (isConfirmed(player, type)) throw contactConfirmationErrors.alreadyConfirmed(type);
    const issuedFor = await this.#verification.checkCode({ purpose: 'confirm_contact', contact, code });
    // A code is bound to the player it was sent to; one issued before a contact changed hands is void.
    if (issuedFor !== playerId) throw verificationErrors.codeExpired();
    const now = this.#clock.now();
    const confirmed =
      (await this.#players.update(
        playerId,
        type === 'email' ? { emailConfirmed: true } : { phoneConfirmed: true },
        now,
      )) ?? player;
    if (confirmed.registrationComplete || !funnelSatisfied(confirmed)) return registrationState(confirmed);
    const completed = await this.#players.update(playerId, { registrationComplete: true }, now);
    return registrationState(completed ?? confirmed);
  }

  async attempts(playerId: number, type: ContactType) {
    const { contact } = await this.#contactOf(playerId, type);
    const status = await this.#verification.status(contact, 'confirm_contact');
    const wait = status.resendAvailableAt.getTime() - this.#clock.now().getTime();
    return {
      attemptsLeft: status.attemptsLeft,
      resendAvailableAt: status.resendAvailableAt.toISOString(),
      retryAfterSeconds: Math.max(0, Math.ceil(wait / 1000)),
    };
  }
}
