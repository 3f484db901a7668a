import { openMessage } from '../message-shape.ts';

/** Message types of the spec whose capability has not landed: any action, any object, until it tightens them. */
export const OPEN_MESSAGES = {
  contacts: openMessage('contacts'),
  board: openMessage('board'),
  addPlayerLastAction: openMessage('addPlayerLastAction'),
  vip: openMessage('vip'),
  rankLeague: openMessage('rankLeague'),
  season: openMessage('season'),
  promotions: openMessage('promotions'),
  innerBalance: openMessage('innerBalance'),
  seasonQuests: openMessage('seasonQuests'),
  confrontation: openMessage('confrontation'),
  rally: openMessage('rally'),
  messageWidget: openMessage('messageWidget'),
  kingOfRoad: openMessage('kingOfRoad'),
  aroundTheWorld: openMessage('aroundTheWorld'),
  multiWheelActivity: openMessage('multiWheelActivity'),
  telegramProfile: openMessage('telegramProfile'),
  marathon: openMessage('marathon'),
} as const;
