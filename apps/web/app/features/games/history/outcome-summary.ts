import type { GameKind, Language } from '@casino/contracts';
import { numberFormat, type Translate } from '@casino/i18n';

type Outcome = Record<string, unknown>;

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function list(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

/** Hundredths (a dice roll, a crash multiplier) as the game shows them: 4217 -> '42.17' in the language. */
function hundredths(value: number, lang: Language): string {
  return numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}

function slotSummary(outcome: Outcome, t: Translate): string | null {
  const lines = list(outcome.lineWins);
  if (!lines) return null;
  const parts: string[] = [];
  parts.push(
    lines.length > 0
      ? t('games.history.outcome.lines', { count: lines.length })
      : t('games.history.outcome.noLines'),
  );
  const freeSpins = integer(outcome.freeSpinsAwarded);
  if (freeSpins !== null && freeSpins > 0)
    parts.push(t('games.history.outcome.freeSpins', { count: freeSpins }));
  const scatter = integer(outcome.scatterWin);
  if (scatter !== null && scatter > 0) parts.push(t('games.history.outcome.scatter'));
  return parts.join(' · ');
}

function rouletteSummary(outcome: Outcome, t: Translate): string | null {
  const number = integer(outcome.number);
  const color = outcome.color;
  const bets = list(outcome.bets);
  if (number === null || (color !== 'red' && color !== 'black' && color !== 'green') || !bets) return null;
  return [
    t('games.history.outcome.number', { number, color: t(`games.history.outcome.colors.${color}`) }),
    t('games.history.outcome.bets', { count: bets.length }),
  ].join(' · ');
}

function diceSummary(outcome: Outcome, t: Translate, lang: Language): string | null {
  const roll = integer(outcome.roll);
  const target = integer(outcome.target);
  const direction = outcome.direction;
  if (roll === null || target === null || (direction !== 'under' && direction !== 'over')) return null;
  return t(`games.history.outcome.dice.${direction}`, {
    roll: hundredths(roll, lang),
    target: hundredths(target, lang),
  });
}

function crashSummary(outcome: Outcome, t: Translate, lang: Language): string | null {
  const crashPoint = integer(outcome.crashPoint);
  const cashOut = integer(outcome.cashOut);
  if (crashPoint === null || cashOut === null) return null;
  return t('games.history.outcome.crash', {
    crash: hundredths(crashPoint, lang),
    cashOut: hundredths(cashOut, lang),
  });
}

/**
 * A round's outcome in a line of the reader's language, from the shape the studio reports per kind of game;
 * null when the outcome is missing or not in a shape this version knows.
 */
export function outcomeSummary(
  kind: GameKind,
  outcome: Outcome | null,
  t: Translate,
  lang: Language,
): string | null {
  if (!outcome) return null;
  switch (kind) {
    case 'video-slot':
    case 'classic-slot':
      return slotSummary(outcome, t);
    case 'roulette':
      return rouletteSummary(outcome, t);
    case 'dice':
      return diceSummary(outcome, t, lang);
    case 'crash':
      return crashSummary(outcome, t, lang);
    case 'live':
      return null;
  }
}
