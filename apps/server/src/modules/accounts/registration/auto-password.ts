import type { Rng } from '../../../platform/rng.ts';

/** Letters and digits that cannot be mistaken for each other when read from an sms (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 12;

/**
 * A password generated for a player who registered without one: 12 characters (about 70 bits), at least one
 * letter and one digit so it passes the rules a player's own password must.
 */
export function generatePassword(rng: Rng): string {
  const alphabet = LETTERS + DIGITS;
  const pick = (from: string) => from.charAt(rng.int(from.length));
  const characters = [pick(LETTERS), pick(DIGITS)];
  while (characters.length < LENGTH) characters.push(pick(alphabet));
  // Shuffle, so the guaranteed letter and digit are not always first.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = rng.int(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}
