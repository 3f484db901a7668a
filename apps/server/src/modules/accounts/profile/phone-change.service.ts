import type { Language, PhoneChannel, Profile } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import { normalizePhone } from '../players/contacts.ts';
import { type PlayersRepository, uniqueViolation } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { registrationErrors } from '../registration/registration.errors.ts';
import { funnelSatisfied } from '../registration/registration-state.ts';
import type { CodeDelivery, CodeSent } from '../verification/code-delivery.ts';
import { verificationErrors } from '../verification/verification.errors.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { profileErrors } from './profile.errors.ts';
import { profileOf } from './profile-view.ts';

/**
 * Changing the signed-in player's phone: a code goes to the NEW phone, and only that code, checked for this
 * player, sets it (confirmed). A phone another player has is refused at both steps; the unique index settles races.
 */
export class PhoneChangeService {
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

  async #newPhoneOf(playerId: number, typed: string): Promise<{ player: PlayerRow; phone: string }> {
    const player = await this.#players.findById(playerId);
    if (!player) throw profileErrors.notSignedIn();
    const phone = normalizePhone(typed);
    if (!phone) throw registrationErrors.invalidContact('phone');
    if (phone === player.phone) throw profileErrors.phoneUnchanged();
    const holder = await this.#players.findBy('phone', phone);
    if (holder) throw registrationErrors.contactTaken('phone');
    return { player, phone };
  }

  async requestCode(playerId: number, typed: string, channel: PhoneChannel): Promise<CodeSent> {
    const { player, phone } = await this.#newPhoneOf(playerId, typed);
    return this.#codes.send({
      purpose: 'phone_change',
      type: 'phone',
      contact: phone,
      channel,
      playerId,
      language: player.language as Language,
    });
  }

  async confirm(playerId: number, typed: string, code: string): Promise<Profile> {
    const { phone } = await this.#newPhoneOf(playerId, typed);
    const issuedFor = await this.#verification.checkCode({ purpose: 'phone_change', contact: phone, code });
    // The code is bound to the player who asked for it: another player's code for the same phone is void here.
    if (issuedFor !== playerId) throw verificationErrors.codeExpired();
    const now = this.#clock.now();
    let updated: PlayerRow | undefined;
    try {
      updated = await this.#players.update(playerId, { phone, phoneConfirmed: true }, now);
    } catch (error) {
      if (uniqueViolation(error) === 'players_brand_phone') throw registrationErrors.contactTaken('phone');
      throw error;
    }
    if (!updated) throw profileErrors.notSignedIn();
    // A confirmed phone may be the last thing the registration funnel waited for.
    if (!updated.registrationComplete && funnelSatisfied(updated)) {
      updated = (await this.#players.update(playerId, { registrationComplete: true }, now)) ?? updated;
    }
    return profileOf(updated);
  }
}
