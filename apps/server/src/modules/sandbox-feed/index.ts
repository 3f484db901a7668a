/** The sandbox odds feed's facade: the feed protocol any provider speaks, and the in-house provider. */
export type * from './protocol.ts';
export { MIN_ODDS } from './protocol.ts';
export {
  createSandboxFeed,
  RECOVERY_WINDOW_MS,
  RecoveryTooOldError,
  type SandboxFeed,
  type SandboxFeedOptions,
} from './sandbox-feed.ts';
