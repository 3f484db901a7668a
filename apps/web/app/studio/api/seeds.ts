import type { Fairness, StudioRotateResponse, StudioSeedLookupResponse } from '@casino/contracts';
import { studioRequest } from './studio-request';

/** `POST /studio/api/seeds/client`: the player's own client seed, used from the next round on. */
export function setClientSeed(session: string, clientSeed: string): Promise<Fairness> {
  return studioRequest<Fairness>('/seeds/client', { body: { clientSeed }, session });
}

export type SeedRotation = StudioRotateResponse['data'];

/** `POST /studio/api/seeds/rotate`: reveals the server seed in use and commits to a new one. */
export function rotateSeeds(session: string): Promise<SeedRotation> {
  return studioRequest<SeedRotation>('/seeds/rotate', { body: {}, session });
}

export type SeedLookup = StudioSeedLookupResponse['data'];

/** `GET /studio/api/seeds/{hash}/`: the server seed behind a hash once it was rotated away, else null. */
export function lookupSeed(serverSeedHash: string, signal?: AbortSignal): Promise<SeedLookup> {
  return studioRequest<SeedLookup>(`/seeds/${encodeURIComponent(serverSeedHash)}/`, signal ? { signal } : {});
}
