import { extremes, type Fraction, formatPercent, fraction, toNumber } from '../exact/fraction.ts';
import { CRASH_E, CRASH_INSTANT_BUST_ONE_IN } from '../fair/crash-point.ts';
import { classicMaxWinBound, classicSlotExactRtp } from '../games/classic-slot/exact-rtp.ts';
import { HOT_SEVENS, hotSevens } from '../games/classic-slot/hot-sevens.ts';
import { CRASH_CASH_OUT, rocketCrash } from '../games/crash/rocket-crash.ts';
import { DICE_TARGETS, diceMultiplierBp, luckyDice, winningRolls } from '../games/dice/lucky-dice.ts';
import { europeanRoulette, settleRoulette } from '../games/roulette/european-roulette.ts';
import { BET_LAYOUTS, POCKETS } from '../games/roulette/table.ts';
import { compileSlot } from '../games/video-slot/compiled-slot.ts';
import type { VideoSlotConfig } from '../games/video-slot/config.ts';
import { createVideoSlot } from '../games/video-slot/definition.ts';
import { videoSlotExactRtp } from '../games/video-slot/exact-rtp.ts';
import { maxRoundWin } from '../games/video-slot/max-win.ts';
import { VIDEO_SLOT_CONFIGS } from '../games/video-slot/slots.ts';
import { ROULETTE_BET_TYPES, type StudioGameDefinition } from '../types.ts';

/**
 * What certification knows of a game beyond its definition: its exact RTP (one value, or the lowest and highest
 * over the player's choices), how the published figure must follow from it, and its largest possible win.
 */
export interface ExactRtp {
  method: 'analytic' | 'enumeration';
  min: Fraction;
  max: Fraction;
  /** `rounded`: published = exact RTP rounded to a basis point; `minimum`: the lowest over choices, rounded down. */
  publishedRule: 'rounded' | 'minimum';
  /** The largest win a round can reach, in stakes, when the game caps wins. */
  maxWin?: Fraction;
  /** Figures behind the result, for the report. */
  notes: string[];
}

export interface CertificationSubject {
  game: StudioGameDefinition;
  exact(): ExactRtp;
}

export function videoSlotSubject(config: VideoSlotConfig): CertificationSubject {
  const slot = compileSlot(config);
  return {
    game: createVideoSlot(config),
    exact() {
      const rtp = videoSlotExactRtp(slot);
      const oneIn = Math.round(1 / toNumber(rtp.triggerChance));
      return {
        method: 'analytic',
        min: rtp.rtp,
        max: rtp.rtp,
        publishedRule: 'rounded',
        maxWin: maxRoundWin(slot),
        notes: [
          `lines ${formatPercent(rtp.lineReturn)}, scatters ${formatPercent(rtp.scatterReturn)}, free spins ${formatPercent(rtp.freeSpinsReturn)}`,
          `free spins about 1 in ${oneIn} rounds, ${toNumber(rtp.expectedFreeSpins).toFixed(3)} spins on average`,
        ],
      };
    },
  };
}

function classicSubject(): CertificationSubject {
  return {
    game: hotSevens,
    exact() {
      const { rtp, hitRate } = classicSlotExactRtp(HOT_SEVENS);
      const outcomes = HOT_SEVENS.strips.map((s) => s.length).join(' x ');
      return {
        method: 'enumeration',
        min: rtp,
        max: rtp,
        publishedRule: 'rounded',
        maxWin: fraction(classicMaxWinBound(HOT_SEVENS)),
        notes: [`all ${outcomes} reel stops played`, `hit rate ${formatPercent(hitRate, 2)}`],
      };
    },
  };
}

/** Every bet of every type on every number: the return of each bet is the same 36/37. */
function rouletteSubject(): CertificationSubject {
  return {
    game: europeanRoulette,
    exact() {
      const bets = ROULETTE_BET_TYPES.flatMap((type) =>
        BET_LAYOUTS[type].map((numbers) => ({ type, numbers, amount: 1 })),
      );
      const returns = bets.map((bet) => {
        let returned = 0;
        for (let number = 0; number < POCKETS; number++) returned += settleRoulette(number, [bet])[0]!.win;
        return fraction(returned, POCKETS);
      });
      return {
        method: 'enumeration',
        ...extremes(returns),
        publishedRule: 'rounded',
        notes: [`${bets.length} bet positions x ${POCKETS} numbers`],
      };
    },
  };
}

/** Every target in both directions: w winning rolls of 10 000 paid floor(99 000 000 / w) basis points. */
function diceSubject(): CertificationSubject {
  return {
    game: luckyDice,
    exact() {
      const returns: Fraction[] = [];
      for (const direction of ['under', 'over'] as const) {
        for (let target = DICE_TARGETS[direction].min; target <= DICE_TARGETS[direction].max; target++) {
          const winning = winningRolls(target, direction);
          returns.push(fraction(winning * diceMultiplierBp(winning), 10_000 * 10_000));
        }
      }
      return {
        method: 'enumeration',
        ...extremes(returns),
        publishedRule: 'minimum',
        notes: [`${returns.length} targets`],
      };
    },
  };
}

/**
 * Every cash-out target t: the point reaches t exactly when h >= ceil(e (t - 100) / (t - 1)) and h is not a
 * multiple of 101, so P(crash >= t) is a count of 52-bit values over 2^52, and RTP(t) = P x t / 100.
 */
export function crashRtp(cashOut: number): Fraction {
  const t = BigInt(cashOut);
  const first = (CRASH_E * (t - 100n) + t - 2n) / (t - 1n);
  const multiples = (CRASH_E - 1n) / CRASH_INSTANT_BUST_ONE_IN - (first - 1n) / CRASH_INSTANT_BUST_ONE_IN;
  return fraction((CRASH_E - first - multiples) * t, CRASH_E * 100n);
}

function crashSubject(): CertificationSubject {
  return {
    game: rocketCrash,
    exact() {
      const returns: Fraction[] = [];
      for (let cashOut = CRASH_CASH_OUT.min; cashOut <= CRASH_CASH_OUT.max; cashOut++)
        returns.push(crashRtp(cashOut));
      return {
        method: 'enumeration',
        ...extremes(returns),
        publishedRule: 'minimum',
        notes: [`${CRASH_CASH_OUT.max - CRASH_CASH_OUT.min + 1} cash-out targets over all 2^52 hash values`],
      };
    },
  };
}

/** One subject per studio game. */
export function certificationSubjects(): CertificationSubject[] {
  return [
    ...VIDEO_SLOT_CONFIGS.map(videoSlotSubject),
    classicSubject(),
    rouletteSubject(),
    diceSubject(),
    crashSubject(),
  ];
}
