import type { Volatility } from '@casino/contracts';
import type { LocalizedText, RubricOrdering } from '../catalogue.schema.ts';

export interface SeedTagGroup {
  slug: string;
  titles: LocalizedText;
  tags: { slug: string; titles: LocalizedText; isPromoted?: boolean }[];
}

/** The volatility tag of each volatility, so a game's volatility is also a filter and a page. */
export const VOLATILITY_TAGS: Record<Volatility, string> = {
  low: 'low-volatility',
  medium: 'medium-volatility',
  high: 'high-volatility',
  'very-high': 'very-high-volatility',
};

/** Tag groups in filter order, each with its tags in order. Promoted tags headline a provider's promotion block. */
export const SEED_TAG_GROUPS: SeedTagGroup[] = [
  {
    slug: 'features',
    titles: { uk: 'Особливості', ru: 'Особенности', en: 'Features' },
    tags: [
      {
        slug: 'free-spins',
        titles: { uk: 'Фриспіни', ru: 'Фриспины', en: 'Free spins' },
        isPromoted: true,
      },
      { slug: 'wild', titles: { uk: 'Вайлд', ru: 'Вайлд', en: 'Wild' } },
      { slug: 'scatter', titles: { uk: 'Скатер', ru: 'Скаттер', en: 'Scatter' } },
      { slug: 'multiplier', titles: { uk: 'Множник', ru: 'Множитель', en: 'Multiplier' } },
      {
        slug: 'provably-fair',
        titles: { uk: 'Доказово чесні', ru: 'Доказуемо честные', en: 'Provably fair' },
        isPromoted: true,
      },
    ],
  },
  {
    slug: 'theme',
    titles: { uk: 'Тематика', ru: 'Тематика', en: 'Theme' },
    tags: [
      { slug: 'egypt', titles: { uk: 'Єгипет', ru: 'Египет', en: 'Egypt' } },
      { slug: 'fruits', titles: { uk: 'Фрукти', ru: 'Фрукты', en: 'Fruits' } },
      { slug: 'asian', titles: { uk: 'Азія', ru: 'Азия', en: 'Asian' } },
      { slug: 'vikings', titles: { uk: 'Вікінги', ru: 'Викинги', en: 'Vikings' } },
      { slug: 'neon', titles: { uk: 'Неон', ru: 'Неон', en: 'Neon' } },
      {
        slug: 'ukrainian',
        titles: { uk: 'Українські', ru: 'Украинские', en: 'Ukrainian' },
        isPromoted: true,
      },
      { slug: 'classic', titles: { uk: 'Класика', ru: 'Классика', en: 'Classic' } },
      { slug: 'space', titles: { uk: 'Космос', ru: 'Космос', en: 'Space' } },
    ],
  },
  {
    slug: 'volatility',
    titles: { uk: 'Волатильність', ru: 'Волатильность', en: 'Volatility' },
    tags: [
      {
        slug: VOLATILITY_TAGS.low,
        titles: { uk: 'Низька волатильність', ru: 'Низкая волатильность', en: 'Low volatility' },
      },
      {
        slug: VOLATILITY_TAGS.medium,
        titles: { uk: 'Середня волатильність', ru: 'Средняя волатильность', en: 'Medium volatility' },
      },
      {
        slug: VOLATILITY_TAGS.high,
        titles: { uk: 'Висока волатильність', ru: 'Высокая волатильность', en: 'High volatility' },
      },
      {
        slug: VOLATILITY_TAGS['very-high'],
        titles: {
          uk: 'Дуже висока волатильність',
          ru: 'Очень высокая волатильность',
          en: 'Very high volatility',
        },
      },
    ],
  },
];

export interface SeedRubric {
  slug: string;
  titles: LocalizedText;
  texts: LocalizedText;
  ordering: RubricOrdering;
}

/** The collections of `/special/{slug}/` and the lobby rows, in lobby order. */
export const SEED_RUBRICS: SeedRubric[] = [
  {
    slug: 'popular',
    ordering: 'popular',
    titles: { uk: 'Популярні', ru: 'Популярные', en: 'Popular' },
    texts: {
      uk: 'Ігри, у які найбільше гравців грали на гроші за останній тиждень. Список оновлюється сам, щойно змінюється гра.',
      ru: 'Игры, в которые больше всего игроков играли на деньги за последнюю неделю. Список обновляется сам, как только меняется игра.',
      en: 'The games most players played for money over the last week. The list updates itself as play changes.',
    },
  },
  {
    slug: 'new',
    ordering: 'editorial',
    titles: { uk: 'Новинки', ru: 'Новинки', en: 'New' },
    texts: {
      uk: 'Свіжі релізи нашої студії та ігри, що скоро вийдуть. Підпишіться на анонс, щоб дізнатися першим.',
      ru: 'Свежие релизы нашей студии и игры, которые скоро выйдут. Подпишитесь на анонс, чтобы узнать первым.',
      en: 'Fresh releases from our studio and games coming soon. Subscribe to an announcement to hear first.',
    },
  },
  {
    slug: 'hot',
    ordering: 'editorial',
    titles: { uk: 'Гарячі', ru: 'Горячие', en: 'Hot' },
    texts: {
      uk: 'Ігри, які редакція радить спробувати цього тижня.',
      ru: 'Игры, которые редакция советует попробовать на этой неделе.',
      en: 'The games our editors suggest you try this week.',
    },
  },
  {
    slug: 'originals',
    ordering: 'editorial',
    titles: { uk: 'Наші ігри', ru: 'Наши игры', en: 'Originals' },
    texts: {
      uk: 'Ігри власної студії з опублікованим RTP і доказово чесними результатами: кожен раунд можна перевірити.',
      ru: 'Игры собственной студии с опубликованным RTP и доказуемо честными результатами: каждый раунд можно проверить.',
      en: 'Games of our own studio with published RTP and provably fair results: every round can be verified.',
    },
  },
  {
    slug: 'slots',
    ordering: 'editorial',
    titles: { uk: 'Слоти', ru: 'Слоты', en: 'Slots' },
    texts: {
      uk: 'Відеослоти з фриспінами та класичні слоти з сімками.',
      ru: 'Видеослоты с фриспинами и классические слоты с семёрками.',
      en: 'Video slots with free spins and classic sevens slots.',
    },
  },
  {
    slug: 'table',
    ordering: 'editorial',
    titles: { uk: 'Настільні', ru: 'Настольные', en: 'Table games' },
    texts: {
      uk: 'Рулетка з одним зеро та всіма класичними ставками.',
      ru: 'Рулетка с одним зеро и всеми классическими ставками.',
      en: 'Single-zero roulette with every classic bet.',
    },
  },
  {
    slug: 'instant',
    ordering: 'editorial',
    titles: { uk: 'Миттєві', ru: 'Мгновенные', en: 'Instant games' },
    texts: {
      uk: 'Кості та краш: раунд триває секунди, а результат можна перевірити.',
      ru: 'Кости и краш: раунд длится секунды, а результат можно проверить.',
      en: 'Dice and crash: a round takes seconds and its result can be verified.',
    },
  },
];
