import {
  competitionPath,
  type DomainEventType,
  LANGUAGES,
  type Language,
  type LocalizedText,
  PUBLIC_CHANNELS,
  personalChannel,
} from '@casino/contracts';
import type { RelayedEvent } from '../../platform/events/relayed-event.ts';
import type { EventReaction } from './event-reactions.ts';

function messageId(event: RelayedEvent): string {
  return `evt-${event.id}-tournament`;
}

function titleRecord(title: LocalizedText): Record<Language, string> {
  return { ...title };
}

const PRIZE_NOTICE: Record<
  Language,
  { title: string; text: (place: number, name: string, prize: string) => string }
> = {
  uk: {
    title: 'Ваш приз у змаганні',
    text: (place, name, prize) => `Ви посіли ${place} місце в «${name}». Приз: ${prize}.`,
  },
  ru: {
    title: 'Ваш приз в соревновании',
    text: (place, name, prize) => `Вы заняли ${place} место в «${name}». Приз: ${prize}.`,
  },
  en: {
    title: 'Your competition prize',
    text: (place, name, prize) => `You finished #${place} in “${name}”. Prize: ${prize}.`,
  },
};

function inEvery(pick: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) as LocalizedText;
}

/**
 * What players are told of competitions (decision 034): everyone hears one start and close (`start`, `stop` on the
 * public tournaments channel); a winner hears where they finished and what they won (`stop` on their own channel:
 * the prize toast or modal) and finds it in the notification center unless they asked for no competition notices.
 */
export const COMPETITION_REACTIONS: {
  readonly [Type in Extract<DomainEventType, `Competition${string}`>]: EventReaction<Type>;
} = {
  CompetitionStarted: {
    push: (event) => [
      {
        channel: PUBLIC_CHANNELS.tournaments,
        message: {
          id: messageId(event),
          type: 'tournament',
          action: 'start',
          data: {
            competitionId: event.payload.competitionId,
            slug: event.payload.slug,
            type: event.payload.kind,
            title: titleRecord(event.payload.title),
          },
        },
      },
    ],
  },
  CompetitionFinished: {
    push: (event) => [
      {
        channel: PUBLIC_CHANNELS.tournaments,
        message: {
          id: messageId(event),
          type: 'tournament',
          action: 'stop',
          data: {
            competitionId: event.payload.competitionId,
            slug: event.payload.slug,
            type: event.payload.kind,
            title: titleRecord(event.payload.title),
            position: null,
            points: null,
            prize: null,
          },
        },
      },
    ],
  },
  CompetitionPrizeAwarded: {
    push: (event) => {
      const { payload } = event;
      return [
        {
          channel: personalChannel(event.playerId),
          message: {
            id: messageId(event),
            type: 'tournament',
            action: 'stop',
            data: {
              competitionId: payload.competitionId,
              slug: payload.slug,
              type: payload.kind,
              title: titleRecord(payload.title),
              position: payload.position,
              points: payload.points,
              prize: { ...payload.prize, title: titleRecord(payload.prize.title) },
            },
          },
        },
      ];
    },
    notice: ({ payload }) =>
      payload.notify
        ? {
            type: 'bonus',
            sound: 'bonusCredit',
            systemAlias: 'competition-prize',
            link: competitionPath(payload.kind, payload.slug),
            title: inEvery((lang) => PRIZE_NOTICE[lang].title),
            text: inEvery((lang) =>
              PRIZE_NOTICE[lang].text(payload.position, payload.title[lang], payload.prize.title[lang]),
            ),
          }
        : null,
  },
};
