import type { Currency, GameKind, Volatility } from '@casino/contracts';
import type { LocalizedText } from '../catalogue.schema.ts';

/** A game announced before its release: listed with its art and planned figures, open to subscriptions. */
export interface ComingSoonGame {
  slug: string;
  kind: GameKind;
  art: string;
  titles: LocalizedText;
  volatility: Volatility;
  rtp: number;
  maxWinMultiplier: number;
  minGameCycleMs: number;
  themes: string[];
  /** Days after the seeding boot the release is planned for. */
  releaseInDays: number;
  descriptions: LocalizedText;
  rules: LocalizedText;
}

/** The stakes the studio's slots take, in minor units: 2 to 1 000 UAH, 0.20 to 100 USD or EUR, 4 to 2 000 RUB. */
export const PLANNED_BET_STEPS: Record<Currency, number[]> = {
  UAH: [200, 400, 1000, 2000, 4000, 10000, 20000, 40000, 100000],
  USD: [20, 40, 100, 200, 400, 1000, 2000, 5000, 10000],
  EUR: [20, 40, 100, 200, 400, 1000, 2000, 5000, 10000],
  RUB: [400, 1000, 2000, 4000, 10000, 20000, 40000, 100000, 200000],
};

/** What is known of an announced slot before its release; the full rules come with the game. */
const ANNOUNCED_SLOT_RULES: LocalizedText = {
  uk: 'Відеослот 5×3 із 20 лініями, вайлдом, скатером і фриспінами з множником. Повні правила, таблиця виплат і RTP публікуються в день виходу гри.',
  ru: 'Видеослот 5×3 с 20 линиями, вайлдом, скаттером и фриспинами с множителем. Полные правила, таблица выплат и RTP публикуются в день выхода игры.',
  en: 'A 5×3 video slot with 20 lines, a wild, a scatter and free spins with a multiplier. The full rules, paytable and RTP are published on release day.',
};

export const COMING_SOON_GAMES: ComingSoonGame[] = [
  {
    slug: 'carpathian-legends',
    kind: 'video-slot',
    art: 'carpathian-forest',
    titles: { uk: 'Карпатські легенди', ru: 'Карпатские легенды', en: 'Carpathian Legends' },
    volatility: 'high',
    rtp: 9610,
    maxWinMultiplier: 10000,
    minGameCycleMs: 2500,
    themes: ['ukrainian'],
    releaseInDays: 45,
    descriptions: {
      uk: 'Мольфар, трембіта й вогонь на полонині: новий слот студії про карпатські легенди. Підпишіться, щоб дізнатися про вихід першим.',
      ru: 'Мольфар, трембита и костёр на полонине: новый слот студии о карпатских легендах. Подпишитесь, чтобы узнать о выходе первым.',
      en: 'A molfar, a trembita and a fire on the mountain meadow: the studio’s next slot about Carpathian legends. Subscribe to hear first when it is out.',
    },
    rules: ANNOUNCED_SLOT_RULES,
  },
  {
    slug: 'samurai-blades',
    kind: 'video-slot',
    art: 'samurai-dusk',
    titles: { uk: 'Клинки самурая', ru: 'Клинки самурая', en: 'Samurai Blades' },
    volatility: 'very-high',
    rtp: 9550,
    maxWinMultiplier: 25000,
    minGameCycleMs: 2500,
    themes: ['asian'],
    releaseInDays: 75,
    descriptions: {
      uk: 'Сакура, катана й захід сонця над замком. Слот із дуже високою волатильністю для тих, хто чекає на великий удар.',
      ru: 'Сакура, катана и закат над замком. Слот с очень высокой волатильностью для тех, кто ждёт большого удара.',
      en: 'Cherry blossom, a katana and sunset over the castle. A very high volatility slot for players waiting for the big strike.',
    },
    rules: ANNOUNCED_SLOT_RULES,
  },
];
