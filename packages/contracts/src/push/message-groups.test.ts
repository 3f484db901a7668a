import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGE_GROUP_NAMES, PUSH_MESSAGE_GROUPS, type PushMessageGroup } from './message-groups.ts';
import { ACCOUNT_MESSAGES } from './messages/account.ts';
import { BONUSES_MESSAGES } from './messages/bonuses.ts';
import { CHANCE_MESSAGES } from './messages/chance.ts';
import { COMPETITIONS_MESSAGES } from './messages/competitions.ts';
import { MONEY_MESSAGES } from './messages/money.ts';
import { OPEN_MESSAGES } from './messages/open.ts';
import { SPORTS_MESSAGES } from './messages/sports.ts';
import { PUSH_MESSAGE_TYPES } from './messages.ts';

const GROUP_MODULES: Record<PushMessageGroup, Record<string, unknown>> = {
  account: ACCOUNT_MESSAGES,
  money: MONEY_MESSAGES,
  bonuses: BONUSES_MESSAGES,
  sports: SPORTS_MESSAGES,
  competitions: COMPETITIONS_MESSAGES,
  chance: CHANCE_MESSAGES,
  open: OPEN_MESSAGES,
};

describe('push message groups', () => {
  it('name, for every message type, the group module that holds its schema', () => {
    for (const group of PUSH_MESSAGE_GROUP_NAMES) {
      const types = Object.keys(GROUP_MODULES[group]).sort();
      const named = PUSH_MESSAGE_TYPES.filter((type) => PUSH_MESSAGE_GROUPS[type] === group).sort();
      expect(types, group).toEqual(named);
    }
  });

  it('hold each type once', () => {
    const all = PUSH_MESSAGE_GROUP_NAMES.flatMap((group) => Object.keys(GROUP_MODULES[group]));
    expect(all.length).toBe(new Set(all).size);
    expect(new Set(all)).toEqual(new Set(PUSH_MESSAGE_TYPES));
  });
});
