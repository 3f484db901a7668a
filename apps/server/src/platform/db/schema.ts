import * as auth from '../../modules/accounts/auth/auth.schema.ts';
import * as playerDevices from '../../modules/accounts/players/player-devices.schema.ts';
import * as players from '../../modules/accounts/players/players.schema.ts';
import * as verification from '../../modules/accounts/verification/verification.schema.ts';
import * as cash from '../../modules/cash/cash.schema.ts';
import * as content from '../../modules/content/content.schema.ts';
import * as documents from '../../modules/documents/documents.schema.ts';
import * as catalogue from '../../modules/games/catalogue.schema.ts';
import * as seamlessWallet from '../../modules/games/seamless-wallet.schema.ts';
import * as messaging from '../../modules/messaging/messaging.schema.ts';
import * as notifications from '../../modules/notifications/notifications.schema.ts';
import * as sandboxPsp from '../../modules/sandbox-psp/sandbox-psp.schema.ts';
import * as studio from '../../modules/studio/studio.schema.ts';
import * as wallet from '../../modules/wallet/wallet.schema.ts';
import * as events from '../events/events.schema.ts';

/** Every module's tables, for Drizzle's typed queries. drizzle-kit reads the same files (drizzle.config.ts). */
export const schema = {
  ...content,
  ...players,
  ...playerDevices,
  ...auth,
  ...verification,
  ...messaging,
  ...documents,
  ...events,
  ...wallet,
  ...sandboxPsp,
  ...cash,
  ...notifications,
  ...studio,
  ...catalogue,
  ...seamlessWallet,
};
