import type { Language, PhoneChannel, Profile } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import { uniqueViolation } from '../../../platform/db/unique-violation.ts';
import { normalizePhone } from '../players/contacts.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { registrationErrors } from '../registration/registration.errors.ts';
import { funnelSatisfied } from '../registration/registration-state.ts';
import type { CodeDelivery, CodeSent } from '../verification/code-delivery.ts';
import { contactAttemptNotice } from '../verification/contact-attempt-notice.ts';
import { verificationErrors } from '../verification/verification.errors.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { profileErrors } from './profile.errors.ts';
import type { ProfileCashbackSource } from './profile-cashback.ts';
import { profileOf } from './profile-view.ts';

/**
 * Changing the signed-in player's phone: a code goes to the NEW phone, and only that code, checked for this
 * player, sets it (confirmed). A phone another player has never gets a code, so it cannot be confirmed; the unique
 * index settles races.
 */
export class PhoneChangeService {
  readonly #players: PlayersRepository;
  readonly #codes: CodeDelivery;
  readonly #verification: VerificationService;
  readonly #clock: Clock;
  readonly #cashback: Pick<ProfileCashbackSource, 'read'>;

  constructor(deps: {
    players: PlayersRepository;
    codes: CodeDelivery;
    verification: VerificationService;
    clock: Clock;
    cashback: Pick<ProfileCashbackSource, 'read'>;
  }) {
    this.#players = deps.players;
    this.#codes = deps.codes;
    this.#verification = deps.verification;
    this.#clock = deps.clock;
    this.#cashback = deps.cashback;
  }

  async #newPhoneOf(playerId: number, typed: string): Promise<{ player: PlayerRow; phone: string }> {
    const player = await this.#players.findById(playerId);
    if (!player) throw profileErrors.notSignedIn();
    const phone = normalizePhone(typed);
    if (!phone) throw registrationErrors.invalidContact('phone');
    if (phone === player.phone) throw profileErrors.phoneUnchanged();
    return { player, phone };
  }

  /**
   * A code for the new phone. A phone another player has gets that player a notice instead of the code, and the
   * answer is the same as for a free phone (decision 018): which phones are registered is nobody's to probe.
   */
  async requestCode(playerId: number, typed: string, channel: PhoneChannel): Promise<CodeSent> {
    const { player, phone } = await this.#newPhoneOf(playerId, typed);
    const request = {
      purpose: 'phone_change' as const,
      type: 'phone' as const,
      contact: phone,
      channel,
      playerId,
      language: player.language as Language,
    };
    const holder = await this.#players.findBy('phone', phone);
    if (!holder) return this.#codes.send(request);
    const notice = contactAttemptNotice('phone_change', 'phone', phone, holder.language as Language);
    return this.#codes.withhold(request, notice);
  }

  async confirm(playerId: number, typed: string, code: string): Promise<Profile> {
    const { phone } = await this.#newPhoneOf(playerId, typed);
    const issuedFor = await this.#verification.checkCode({ purpose: 'phone_change', contact: phone, code });
    // The code is bound to the player who asked for it: another player's code for the same phone is void here.
    if (issuedFor !== playerId) throw verificationErrors.codeExpired();
    // Only the phone's holder could have read the code: saying the phone is taken tells them nothing new.
    if (await this.#players.findBy('phone', phone)) throw registrationErrors.contactTaken('phone');
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
    return profileOf(updated, await this.#cashback.read(playerId));
  }
}
