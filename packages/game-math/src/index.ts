/**
 * Pure game mathematics shared by the game studio and the browser: SHA-256 and HMAC in plain TypeScript, the
 * provably-fair random stream, scaling without modulo bias, the studio's game definitions with exact RTP
 * calculators. No I/O and no Node built-ins, so the verify page runs exactly this code.
 */

export {
  type DropDraw,
  type DropPick,
  drawDrop,
  fairDropDraw,
  pickDropPrize,
  prizesLeftTotal,
} from './chance/drop-draw.ts';
export {
  fairJackpotTrigger,
  JACKPOT_TICKETS,
  type JackpotTrigger,
  jackpotChance,
  jackpotContribution,
  jackpotStakeTickets,
  triggerJackpot,
} from './chance/jackpot-trigger.ts';
export {
  drawLotteryWinners,
  fairLotteryWinners,
  type LotteryEntry,
  lotteryEntriesHash,
} from './chance/lottery-draw.ts';
export {
  fairDropPoint,
  SEVENS_DROP_SALT,
  type SevensDropTerms,
  verifySevensDrop,
} from './chance/sevens-drop-point.ts';
export {
  DICE_SECTORS,
  DICE_WINNING_SECTOR,
  type DiceSector,
  type DiceThrow,
  diceSectorChance,
  diceSectorPairs,
  fairDiceThrow,
} from './chance/two-dice.ts';
export {
  fairWheelSpin,
  REPRESENTATIVE_WHEEL_WEIGHTS,
  segmentAt,
  spinWheel,
  type WheelSpin,
  wheelChanceBasisPoints,
  wheelExpectation,
  wheelExpectedMinor,
  wheelSegmentChance,
  wheelTotalWeight,
} from './chance/weighted-wheel.ts';
export { crashPointHundredths } from './fair/crash-point.ts';
export { fairMessage, fairSource } from './fair/fair-source.ts';
export { newServerSeed, serverSeedHash } from './fair/server-seed.ts';
export { uniformInt } from './fair/uniform-int.ts';
export {
  LIVE_CRASH_GROWTH_PER_SECOND,
  LIVE_CRASH_SALT,
  type LiveCrashSeeds,
  liveCrashPoint,
  liveCrashWin,
  liveFlightEnd,
  liveMsToReach,
  liveMultiplierAt,
  verifyLiveRound,
} from './games/crash/live-round.ts';
export { CRASH_CASH_OUT } from './games/crash/rocket-crash.ts';
export { diceMultiplierBp, winningRolls } from './games/dice/lucky-dice.ts';
export { hmacSha256, hmacSha256Hex } from './hash/hmac-sha256.ts';
export { sha256, sha256Hex } from './hash/sha256.ts';
export { isAllowedStake, playRound, STUDIO_GAMES, studioGame } from './studio-games.ts';
export * from './types.ts';
