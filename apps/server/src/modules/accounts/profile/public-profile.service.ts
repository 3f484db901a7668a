import { OWN_PUBLIC_PROFILE_LOGIN, type PublicProfile } from '@casino/contracts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { profileErrors } from './profile.errors.ts';
import { publicProfileOf, settingsOf } from './profile-view.ts';

/** Logins are short; anything longer is not one, and is not worth decoding. */
const MAX_ENCODED_LOGIN_LENGTH = 200;

/**
 * Public profiles: only public fields, and only of this brand's players. A player who hid their profile is as
 * unknown to others as a player who does not exist; the owner still sees it.
 */
export class PublicProfileService {
  readonly #players: PlayersRepository;

  constructor(deps: { players: PlayersRepository }) {
    this.#players = deps.players;
  }

  #visible(player: PlayerRow | undefined, viewerId: number | undefined): PlayerRow {
    if (!player) throw profileErrors.profileNotFound();
    if (player.id !== viewerId && !settingsOf(player).publicProfile) throw profileErrors.profileNotFound();
    return player;
  }

  async byId(playerId: number, viewerId: number | undefined): Promise<PublicProfile> {
    return publicProfileOf(this.#visible(await this.#players.findById(playerId), viewerId), viewerId);
  }

  /** By base64 login (standard or URL-safe alphabet); `my` is the viewer's own profile and needs a session. */
  async byEncodedLogin(encoded: string, viewerId: number | undefined): Promise<PublicProfile> {
    if (encoded === OWN_PUBLIC_PROFILE_LOGIN) {
      if (viewerId === undefined) throw profileErrors.notSignedIn();
      return this.byId(viewerId, viewerId);
    }
    const login = decodeLogin(encoded);
    // Only the login column: a base64 e-mail or phone must not find anyone.
    const player = login ? await this.#players.findBy('login', login) : undefined;
    return publicProfileOf(this.#visible(player, viewerId), viewerId);
  }

  /** A list of a visible profile; achievements and activities do not exist yet, so every list is empty. */
  async list(playerId: number, viewerId: number | undefined) {
    this.#visible(await this.#players.findById(playerId), viewerId);
    return { data: [], total: 0 };
  }
}

function decodeLogin(encoded: string): string | undefined {
  if (encoded.length > MAX_ENCODED_LOGIN_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded))
    return undefined;
  const login = Buffer.from(encoded, 'base64').toString('utf8').trim();
  return login && !login.includes('\uFFFD') ? login : undefined;
}
