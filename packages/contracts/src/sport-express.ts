/**
 * The express of the day (spec: the sports-book's express of the day): an express the sportsbook proposes for the
 * day, of the favourites of matches to come, picked by the operator's rules (how many legs, the price range of a
 * leg). The same matches all day while they stay open; their prices are those of now.
 */
import { z } from 'zod';
import { sportEventSummarySchema } from './sports.ts';

export const expressOfTheDayLegSchema = z.object({
  event: sportEventSummarySchema,
  /** The main market's outcome picked: the favourite. */
  outcome: z.string(),
  /** Hundredths of decimal odds, now. */
  odds: z.number().int(),
});
export type ExpressOfTheDayLeg = z.infer<typeof expressOfTheDayLegSchema>;

/** `GET /rest/sports-book/express-of-the-day/`: null when too few matches fit the rules today. */
export const expressOfTheDayResponseSchema = z.object({
  success: z.literal(true),
  data: z
    .object({
      /** The day it is for (YYYY-MM-DD, UTC). */
      day: z.string(),
      legs: z.array(expressOfTheDayLegSchema),
      /** The legs' combined odds, hundredths. */
      odds: z.number().int(),
    })
    .nullable(),
});
export type ExpressOfTheDay = NonNullable<z.infer<typeof expressOfTheDayResponseSchema>['data']>;
