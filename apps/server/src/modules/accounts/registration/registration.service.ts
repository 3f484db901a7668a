import type {
  ContactType,
  Language,
  otpRegisterRequestSchema,
  RegistrationState,
  registerCompleteRequestSchema,
  registerRequestSchema,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Rng } from '../../../platform/rng.ts';
import type { MessagingService } from '../../messaging/index.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { normalizeEmail, normalizePhone } from '../players/contacts.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { CodeDelivery, CodeSent } from '../verification/code-delivery.ts';
import { CODE_MESSAGES } from '../verification/code-messages.ts';
import { contactAttemptNotice } from '../verification/contact-attempt-notice.ts';
import {
  CODE_DIGITS,
  CODE_TTL_MS,
  RESEND_INTERVAL_MS,
  type VerificationService,
} from '../verification/verification.service.ts';
import { generatePassword } from './auto-password.ts';
import { registrationErrors } from './registration.errors.ts';
import { funnelFor } from './registration-funnels.ts';
import { funnelSatisfied, pendingConfirmations, registrationState } from './registration-state.ts';

type RegisterBody = z.output<typeof registerRequestSchema>;
type OtpRegisterBody = z.output<typeof otpRegisterRequestSchema>;
type RegisterCompleteBody = z.output<typeof registerCompleteRequestSchema>;
type RegistrationDetails = Omit<OtpRegisterBody, 'phone' | 'code' | 'email'>;

export interface Registered {
  player: PlayerRow;
  registration: RegistrationState;
}

/**
 * Registration (spec section 3 funnel and flow): creates the player, sends a generated password when none was
 * chosen, and sends the first confirmation code the funnel asks for.
 */
export class RegistrationService {
  readonly #players: PlayersRepository;
  readonly #creator: PlayersService;
  readonly #passwords: PasswordHasher;
  readonly #codes: CodeDelivery;
  readonly #verification: VerificationService;
  readonly #messaging: MessagingService;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #log: Pick<FastifyBaseLogger, 'error'>;

  constructor(deps: {
    players: PlayersRepository;
    creator: PlayersService;
    passwords: PasswordHasher;
    codes: CodeDelivery;
    verification: VerificationService;
    messaging: MessagingService;
    clock: Clock;
    rng: Rng;
    log: Pick<FastifyBaseLogger, 'error'>;
  }) {
    this.#players = deps.players;
    this.#creator = deps.creator;
    this.#passwords = deps.passwords;
    this.#codes = deps.codes;
    this.#verification = deps.verification;
    this.#messaging = deps.messaging;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#log = deps.log;
  }

  /** `registerV2` and the landing registration: e-mail or phone first, nothing confirmed yet. */
  async register(body: RegisterBody): Promise<Registered> {
    const email = body.email === undefined ? null : validContact('email', body.email);
    const phone = body.phone === undefined ? null : validContact('phone', body.phone);
    const primaryContact = body.primaryContact ?? (email ? 'email' : 'phone');
    return this.#create(body, { email, phone, primaryContact, phoneConfirmed: false });
  }

  /** Phone-first registration, step one: a code by sms to a phone no player has. */
  async requestRegisterCode(input: { phone: string; language: Language }): Promise<CodeSent> {
    const phone = validContact('phone', input.phone);
    if (await this.#players.findBy('phone', phone)) {
      // Answered as a code sent (decision 018): the holder gets the notice instead, and no code will match.
      await this.#notifyAttempt('phone', phone, input.language);
      const now = this.#clock.now().getTime();
      return {
        channel: 'sms',
        codeLength: CODE_DIGITS.sms,
        expiresAt: new Date(now + CODE_TTL_MS),
        resendAvailableAt: new Date(now + RESEND_INTERVAL_MS),
      };
    }
    return this.#codes.send({
      purpose: 'register',
      type: 'phone',
      contact: phone,
      channel: 'sms',
      playerId: null,
      language: input.language,
    });
  }

  /** Phone-first registration, step two: the code proves the phone, so it starts confirmed. */
  async registerWithCode(body: OtpRegisterBody): Promise<Registered> {
    const phone = validContact('phone', body.phone);
    const email = body.email === undefined ? null : validContact('email', body.email);
    await this.#verification.checkCode({ purpose: 'register', contact: phone, code: body.code });
    return this.#create(
      { ...body, registrationSource: body.registrationSource ?? 'otp' },
      { email, phone, primaryContact: 'phone', phoneConfirmed: true },
    );
  }

  /** Register-complete: the signed-in player sets their own password, currency or nickname. */
  async complete(playerId: number, body: RegisterCompleteBody): Promise<RegistrationState> {
    const player = await this.#players.findById(playerId);
    if (!player) throw registrationErrors.notSignedIn();
    const now = this.#clock.now();
    const updated = await this.#players.update(
      playerId,
      {
        ...(body.password
          ? { passwordHash: await this.#passwords.hash(body.password), hasAutoPassword: false }
          : {}),
        ...(body.currency ? { currency: body.currency } : {}),
        ...(body.nickname ? { nickname: body.nickname } : {}),
        registrationComplete: player.registrationComplete || funnelSatisfied(player),
      },
      now,
    );
    return registrationState(updated ?? player);
  }

  async #create(
    details: RegistrationDetails,
    contacts: {
      email: string | null;
      phone: string | null;
      primaryContact: ContactType;
      phoneConfirmed: boolean;
    },
  ): Promise<Registered> {
    const funnel = funnelFor(details.registrationSource);
    const password = details.password ?? generatePassword(this.#rng);
    const now = this.#clock.now();
    const draft = {
      ...contacts,
      passwordHash: await this.#passwords.hash(password),
      hasAutoPassword: details.password === undefined,
      nickname: details.nickname ?? null,
      currency: details.currency,
      countryId: details.countryId,
      language: details.language,
      registration: {
        source: funnel.source,
        flow: funnel.verificationFlow,
        variant: details.variant,
        funnelType: funnel.funnelType,
      },
      invitedBy: details.invited_by ?? null,
      giftId: details.gift_id ?? null,
    };
    const created = await this.#creator.create({ ...draft, registrationComplete: false }, now);
    if (!created.ok) {
      const field = created.takenContact;
      const contact = contacts[field];
      if (contact) await this.#notifyAttempt(field, contact, details.language);
      throw registrationErrors.contactCheckSent(field);
    }
    let player = created.player;
    if (funnelSatisfied(player)) {
      player = (await this.#players.update(player.id, { registrationComplete: true }, now)) ?? player;
    }
    // The player exists from here on: a message that fails to go out is logged, never turned into a failed
    // registration (a retry would meet 409). The player can ask for a new code or restore the password.
    if (details.password === undefined) {
      await this.#sendPassword(player, password).catch((error: unknown) =>
        this.#deliveryFailed(player, error),
      );
    }
    const firstPending = player.registrationComplete ? undefined : pendingConfirmations(player)[0];
    const codeSent = firstPending
      ? await this.#sendFirstCode(player, firstPending).catch((error: unknown) =>
          this.#deliveryFailed(player, error),
        )
      : null;
    return { player, registration: registrationState(player, codeSent) };
  }

  /** Tells a contact's holder that a registration named it; a notice that fails to go out is only logged. */
  async #notifyAttempt(type: ContactType, contact: string, language: Language): Promise<void> {
    await this.#messaging
      .send(contactAttemptNotice('registration', type, contact, language))
      .catch((error: unknown) =>
        this.#log.error({ err: error }, 'registration attempt notice could not be sent'),
      );
  }

  #deliveryFailed(player: PlayerRow, error: unknown): null {
    this.#log.error({ err: error, playerId: player.id }, 'registration message could not be sent');
    return null;
  }

  async #sendPassword(player: PlayerRow, password: string): Promise<void> {
    const texts = CODE_MESSAGES[player.language as Language];
    const body = texts.password(player.login, password);
    if (player.primaryContact === 'email' && player.email) {
      await this.#messaging.send({
        channel: 'email',
        recipient: player.email,
        subject: texts.passwordSubject,
        body,
      });
    } else if (player.phone) {
      await this.#messaging.send({ channel: 'sms', recipient: player.phone, body });
    }
  }

  async #sendFirstCode(player: PlayerRow, type: ContactType): Promise<RegistrationState['codeSent']> {
    const contact = player[type];
    if (!contact) return null;
    const sent = await this.#codes.send({
      purpose: 'confirm_contact',
      type,
      contact,
      playerId: player.id,
      language: player.language as Language,
    });
    return { type, channel: sent.channel, resendAvailableAt: sent.resendAvailableAt.toISOString() };
  }
}

function validContact(type: ContactType, value: string): string {
  const normalized = type === 'email' ? normalizeEmail(value) : normalizePhone(value);
  if (!normalized) throw registrationErrors.invalidContact(type);
  return normalized;
}
