import {
  type CompetitionAward,
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

/** What a prize was won for, as its notice says it. */
interface PrizeFacts {
  award: CompetitionAward;
  place: number;
  stage: number | null;
  stages: number;
  name: string;
  prize: string;
}

const PRIZE_NOTICE: Record<Language, { title: string; text: (facts: PrizeFacts) => string }> = {
  uk: {
    title: 'Ваш приз у змаганні',
    text: ({ award, place, stage, stages, name, prize }) => {
      if (award === 'jackpot') return `Ви зірвали джекпот «${name}». Приз: ${prize}.`;
      if (award === 'multiplier')
        return `${place} місце за найбільшим множником у «${name}». Приз: ${prize}.`;
      if (stage !== null) return `Етап ${stage} з ${stages} «${name}»: ${place} місце. Приз: ${prize}.`;
      return `Ви посіли ${place} місце в «${name}». Приз: ${prize}.`;
    },
  },
  ru: {
    title: 'Ваш приз в соревновании',
    text: ({ award, place, stage, stages, name, prize }) => {
      if (award === 'jackpot') return `Вы сорвали джекпот «${name}». Приз: ${prize}.`;
      if (award === 'multiplier')
        return `${place} место по самому большому множителю в «${name}». Приз: ${prize}.`;
      if (stage !== null) return `Этап ${stage} из ${stages} «${name}»: ${place} место. Приз: ${prize}.`;
      return `Вы заняли ${place} место в «${name}». Приз: ${prize}.`;
    },
  },
  en: {
    title: 'Your competition prize',
    text: ({ award, place, stage, stages, name, prize }) => {
      if (award === 'jackpot') return `You hit the jackpot of “${name}”. Prize: ${prize}.`;
      if (award === 'multiplier') return `#${place} by the biggest multiplier in “${name}”. Prize: ${prize}.`;
      if (stage !== null)
        return `Stage ${stage} of ${stages} of “${name}”: you finished #${place}. Prize: ${prize}.`;
      return `You finished #${place} in “${name}”. Prize: ${prize}.`;
    },
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
            award: null,
            prize: null,
          },
        },
      },
    ],
  },
  CompetitionStageClosed: {
    push: (event) => [
      {
        channel: PUBLIC_CHANNELS.tournaments,
        message: {
          id: messageId(event),
          type: 'tournament',
          action: 'stageChanged',
          data: {
            competitionId: event.payload.competitionId,
            slug: event.payload.slug,
            type: event.payload.kind,
            title: titleRecord(event.payload.title),
            closedStage: event.payload.closedStage,
            stage: event.payload.stage,
            stages: event.payload.stages,
            position: null,
            points: null,
            award: null,
            prize: null,
          },
        },
      },
    ],
  },
  CompetitionPrizeAwarded: {
    push: (event) => {
      const { payload } = event;
      const common = {
        competitionId: payload.competitionId,
        slug: payload.slug,
        type: payload.kind,
        title: titleRecord(payload.title),
        position: payload.position,
        points: payload.points,
        award: payload.award,
        prize: { ...payload.prize, title: titleRecord(payload.prize.title) },
      };
      const { stage } = payload;
      // A stage's prize is told with the stage's change: the competition goes on.
      const message =
        stage === null
          ? { id: messageId(event), type: 'tournament' as const, action: 'stop' as const, data: common }
          : {
              id: messageId(event),
              type: 'tournament' as const,
              action: 'stageChanged' as const,
              data: {
                ...common,
                closedStage: stage,
                stage: stage < payload.stages ? stage + 1 : null,
                stages: payload.stages,
              },
            };
      return [{ channel: personalChannel(event.playerId), message }];
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
              PRIZE_NOTICE[lang].text({
                award: payload.award,
                place: payload.position,
                stage: payload.stage,
                stages: payload.stages,
                name: payload.title[lang],
                prize: payload.prize.title[lang],
              }),
            ),
          }
        : null,
  },
};
