import type { FirebasePlatform, OnBoardingRequest, SiteVersion } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlayerDevicesRepository } from '../players/player-devices.repository.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import { profileErrors } from './profile.errors.ts';

/** Popup ids kept per player; the site has far fewer popups, so only abuse reaches it (the oldest go first). */
const CLOSED_POPUPS_CAP = 500;
/** Onboarding scenarios kept per player; new ones past this are refused. */
const ONBOARDING_SCENARIOS_CAP = 50;

/** Small things the site remembers for the signed-in player: closed popups, onboarding, design, app installs. */
export class PlayerPreferencesService {
  readonly #players: PlayersRepository;
  readonly #devices: PlayerDevicesRepository;
  readonly #clock: Clock;

  constructor(deps: { players: PlayersRepository; devices: PlayerDevicesRepository; clock: Clock }) {
    this.#players = deps.players;
    this.#devices = deps.devices;
    this.#clock = deps.clock;
  }

  async closePopup(playerId: number, popupId: number): Promise<number[]> {
    const closed = await this.#players.addClosedPopup(
      playerId,
      popupId,
      CLOSED_POPUPS_CAP,
      this.#clock.now(),
    );
    if (!closed) throw profileErrors.notSignedIn();
    return closed;
  }

  async recordOnBoarding(playerId: number, request: OnBoardingRequest): Promise<Record<string, number>> {
    const onBoarding = await this.#players.setOnBoardingStep(
      playerId,
      request.scenario,
      request.step,
      ONBOARDING_SCENARIOS_CAP,
      this.#clock.now(),
    );
    if (!onBoarding) {
      if (!(await this.#players.findById(playerId))) throw profileErrors.notSignedIn();
      throw profileErrors.tooManyScenarios();
    }
    return Object.fromEntries(
      Object.entries(onBoarding).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  }

  async changeSiteVersion(playerId: number, siteVersion: SiteVersion): Promise<SiteVersion> {
    const updated = await this.#players.update(playerId, { siteVersion }, this.#clock.now());
    if (!updated) throw profileErrors.notSignedIn();
    return updated.siteVersion;
  }

  async registerDevice(playerId: number, firebaseToken: string, platform: FirebasePlatform): Promise<void> {
    await this.#devices.register({ playerId, firebaseToken, platform, at: this.#clock.now() });
  }
}
