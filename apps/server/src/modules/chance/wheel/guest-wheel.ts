import { DEFAULT_CURRENCY, type Language, WHEEL_REGISTER_LOCATION, type WheelGuest } from '@casino/contracts';
import { segmentAt, wheelTotalWeight } from '@casino/game-math';
import type { Rng } from '../../../platform/rng.ts';
import type { WheelRepository } from './wheel.repository.ts';
import type { WheelOfFortune } from './wheel-of-fortune.ts';
import { wheelWeights } from './wheel-view.ts';

/**
 * The guest wheel (spec: "Guest wheel", AlternateRegistrationWheelPopup): the operator's guest wheel with its
 * published odds and a demo spin by the server's own random numbers. The demo pays nothing and is not a draw: no
 * seeds, no record, only a taste of the wheel that invites registration.
 */
export class GuestWheel {
  readonly #repository: WheelRepository;
  readonly #wheels: Pick<WheelOfFortune, 'segmentsOf'>;
  readonly #rng: Rng;

  constructor(deps: { repository: WheelRepository; wheels: Pick<WheelOfFortune, 'segmentsOf'>; rng: Rng }) {
    this.#repository = deps.repository;
    this.#wheels = deps.wheels;
    this.#rng = deps.rng;
  }

  /** A demo spin of the guest wheel, or null when the operator runs none. */
  async demo(lang: Language): Promise<WheelGuest | null> {
    const wheel = await this.#repository.guestWheel();
    if (!wheel) return null;
    const weights = wheelWeights(wheel);
    // The same cumulative mapping as a real spin, on the platform's unbiased integers.
    const segment = segmentAt(weights, this.#rng.int(wheelTotalWeight(weights)));
    const view = await this.#wheels.segmentsOf(wheel, DEFAULT_CURRENCY, lang);
    const shown = view.segments[segment];
    if (!shown) throw new Error(`guest wheel ${wheel.slug} has no segment ${segment}`);
    return { wheel: view, demo: { segment, prize: shown.prize }, registerLocation: WHEEL_REGISTER_LOCATION };
  }
}
