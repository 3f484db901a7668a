import { PUSH_MESSAGE_GROUPS, type PushMessageGroup, type PushMessageType } from '@casino/contracts';

/** What the reader needs of a schema: zod's `safeParse`. */
export interface PushMessageSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
}

type GroupSchemas = Readonly<Record<string, PushMessageSchema>>;

/** Each group's module of the contracts' message catalogue (message-groups.ts). */
const GROUP_MODULES: Record<PushMessageGroup, () => Promise<GroupSchemas>> = {
  account: async () => (await import('@casino/contracts/push/messages/account')).ACCOUNT_MESSAGES,
  money: async () => (await import('@casino/contracts/push/messages/money')).MONEY_MESSAGES,
  bonuses: async () => (await import('@casino/contracts/push/messages/bonuses')).BONUSES_MESSAGES,
  sports: async () => (await import('@casino/contracts/push/messages/sports')).SPORTS_MESSAGES,
  competitions: async () =>
    (await import('@casino/contracts/push/messages/competitions')).COMPETITIONS_MESSAGES,
  chance: async () => (await import('@casino/contracts/push/messages/chance')).CHANCE_MESSAGES,
  open: async () => (await import('@casino/contracts/push/messages/open')).OPEN_MESSAGES,
};

const groups = new Map<PushMessageGroup, Promise<GroupSchemas>>();

/**
 * The schema of a message type. The first message of a group loads that group's schemas, with the features'
 * schemas they are built from, and not before: most pages only ever receive a few groups, and building all of them
 * as the page settled (even one group per task) cost a phone 140-190 ms of blocking time on every page. The first
 * message of a group waits for it once. A group that failed to load is asked for again with the next message of it.
 */
export async function pushMessageSchemaOf(type: PushMessageType): Promise<PushMessageSchema> {
  const group = PUSH_MESSAGE_GROUPS[type];
  const schema = (await groupSchemas(group))[type];
  if (!schema) throw new Error(`push message group ${group} has no schema for ${type}`);
  return schema;
}

function groupSchemas(group: PushMessageGroup): Promise<GroupSchemas> {
  let loading = groups.get(group);
  if (!loading) {
    loading = GROUP_MODULES[group]().catch((error: unknown) => {
      groups.delete(group);
      throw error;
    });
    groups.set(group, loading);
  }
  return loading;
}
