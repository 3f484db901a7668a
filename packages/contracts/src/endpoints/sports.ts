import { expressOfTheDayResponseSchema } from '../sport-express.ts';
import { sportWinFeedQuerySchema, sportWinFeedResponseSchema } from '../sport-win-feed.ts';
import {
  sportEventParamsSchema,
  sportEventResponseSchema,
  sportEventsQuerySchema,
  sportEventsResponseSchema,
  sportLanguageQuerySchema,
  sportSearchQuerySchema,
  sportSearchResponseSchema,
  sportsMenuResponseSchema,
} from '../sports.ts';
import { endpoint } from './endpoint.ts';

/**
 * The sportsbook's catalogue (decision 031): the sports menu, lists of matches, a search by name and a match with
 * its markets.
 */
export const SPORTS_ENDPOINTS = {
  menu: endpoint({
    method: 'GET',
    path: '/rest/sports-book/menu/',
    auth: 'public',
    summary: 'Every sport with its countries and tournaments and how many matches are live and upcoming',
    input: { query: sportLanguageQuerySchema },
    reply: sportsMenuResponseSchema,
  }),
  events: endpoint({
    method: 'GET',
    path: '/rest/sports-book/events/',
    auth: 'public',
    summary: 'Live or upcoming matches by sport or tournament, in kick-off order, with who-wins prices',
    input: { query: sportEventsQuerySchema },
    reply: sportEventsResponseSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: '/rest/sports-book/search/',
    auth: 'public',
    summary:
      'Live and upcoming matches whose team, tournament or country name holds the text, in any language',
    input: { query: sportSearchQuerySchema },
    reply: sportSearchResponseSchema,
  }),
  event: endpoint({
    method: 'GET',
    path: '/rest/sports-book/events/:id/',
    auth: 'public',
    summary: 'One match with its live state and every market it offers',
    input: { params: sportEventParamsSchema, query: sportLanguageQuerySchema },
    reply: sportEventResponseSchema,
  }),
  winFeed: endpoint({
    method: 'GET',
    path: '/rest/sports-book/win-feed/',
    auth: 'optional',
    summary:
      "The win feed's settings in the viewer's currency and the latest wins that qualify, newest first",
    input: { query: sportWinFeedQuerySchema },
    reply: sportWinFeedResponseSchema,
  }),
  expressOfTheDay: endpoint({
    method: 'GET',
    path: '/rest/sports-book/express-of-the-day/',
    auth: 'public',
    summary: "The day's proposed express: the favourites of matches to come, at the prices of now",
    input: { query: sportLanguageQuerySchema },
    reply: expressOfTheDayResponseSchema,
  }),
};
