/** The sandbox odds feed's calendar data: fictional leagues and tournaments with their teams and players. */
import type { LocalizedName, SportKey } from '../protocol.ts';

/** A club, national side, player or esports team, with its strength on a 0-100 scale the pricing models read. */
export interface TeamDefinition {
  /** Kebab-case, unique across the whole calendar. */
  readonly id: string;
  readonly name: LocalizedName;
  /** An integer from 40 to 95. */
  readonly rating: number;
}

export interface LeagueDefinition {
  /** Kebab-case, unique across the whole calendar. */
  readonly id: string;
  readonly sport: SportKey;
  /** A country, or an international/tour grouping (e.g. 'international', 'atp', 'wta', 'esports'). */
  readonly category: { readonly id: string; readonly name: LocalizedName };
  readonly name: LocalizedName;
  /** Shown among the site's "top leagues". */
  readonly top: boolean;
  readonly teams: readonly TeamDefinition[];
}

const team = (id: string, uk: string, ru: string, en: string, rating: number): TeamDefinition => ({
  id,
  name: { uk, ru, en },
  rating,
});

/** Esports teams keep their Latin brand name in every language. */
const brand = (id: string, name: string, rating: number): TeamDefinition =>
  team(id, name, name, name, rating);

const category = (id: string, uk: string, ru: string, en: string) => ({ id, name: { uk, ru, en } });

const UKRAINE = category('ukraine', 'Україна', 'Украина', 'Ukraine');
const ENGLAND = category('england', 'Англія', 'Англия', 'England');
const SPAIN = category('spain', 'Іспанія', 'Испания', 'Spain');
const GERMANY = category('germany', 'Німеччина', 'Германия', 'Germany');
const INTERNATIONAL = category('international', 'Міжнародні', 'Международные', 'International');
const EUROPE = category('europe', 'Європа', 'Европа', 'Europe');
const MENS_TOUR = category('mens-tour', 'Чоловічий тур', 'Мужской тур', "Men's Tour");
const WOMENS_TOUR = category('womens-tour', 'Жіночий тур', 'Женский тур', "Women's Tour");
const ESPORTS = category('esports', 'Кіберспорт', 'Киберспорт', 'Esports');

export const LEAGUES: readonly LeagueDefinition[] = [
  {
    id: 'ua-premier-league',
    sport: 'football',
    category: UKRAINE,
    name: { uk: 'Прем’єр-ліга України', ru: 'Премьер-лига Украины', en: 'Premier League of Ukraine' },
    top: true,
    teams: [
      team('kyiv-falcons', 'Київські Соколи', 'Киевские Соколы', 'Kyiv Falcons', 86),
      team('kharkiv-engineers', 'Харківські Інженери', 'Харьковские Инженеры', 'Kharkiv Engineers', 80),
      team('lviv-lions', 'Львівські Леви', 'Львовские Львы', 'Lviv Lions', 78),
      team('dnipro-steelmen', 'Дніпровські Сталевари', 'Днепровские Сталевары', 'Dnipro Steelmen', 76),
      team('odesa-mariners', 'Одеські Моряки', 'Одесские Моряки', 'Odesa Mariners', 74),
      team('zaporizhzhia-cossacks', 'Запорізькі Козаки', 'Запорожские Казаки', 'Zaporizhzhia Cossacks', 68),
      team('vinnytsia-eagles', 'Вінницькі Орли', 'Винницкие Орлы', 'Vinnytsia Eagles', 62),
      team('poltava-wolves', 'Полтавські Вовки', 'Полтавские Волки', 'Poltava Wolves', 58),
      team('chernihiv-bison', 'Чернігівські Зубри', 'Черниговские Зубры', 'Chernihiv Bison', 55),
      team('uzhhorod-foxes', 'Ужгородські Лиси', 'Ужгородские Лисы', 'Uzhhorod Foxes', 52),
      team(
        'mykolaiv-shipbuilders',
        'Миколаївські Корабели',
        'Николаевские Корабелы',
        'Mykolaiv Shipbuilders',
        50,
      ),
      team('sumy-stags', 'Сумські Олені', 'Сумские Олени', 'Sumy Stags', 46),
    ],
  },
  {
    id: 'eng-premier-division',
    sport: 'football',
    category: ENGLAND,
    name: { uk: 'Прем’єр-дивізіон Англії', ru: 'Премьер-дивизион Англии', en: 'Premier Division of England' },
    top: true,
    teams: [
      team('london-royals', 'Лондон Роялс', 'Лондон Роялс', 'London Royals', 90),
      team('manchester-athletic', 'Манчестер Атлетік', 'Манчестер Атлетик', 'Manchester Athletic', 88),
      team('liverpool-mariners', 'Ліверпуль Марінерс', 'Ливерпуль Маринерс', 'Liverpool Mariners', 85),
      team('birmingham-forge', 'Бірмінгем Фордж', 'Бирмингем Фордж', 'Birmingham Forge', 74),
      team('newcastle-ironsides', 'Ньюкасл Айронсайдс', 'Ньюкасл Айронсайдс', 'Newcastle Ironsides', 72),
      team('leeds-rovers', 'Лідс Роверс', 'Лидс Роверс', 'Leeds Rovers', 70),
      team('bristol-wanderers', 'Брістоль Вондерерс', 'Бристоль Уондерерс', 'Bristol Wanderers', 64),
      team('nottingham-archers', 'Ноттінгем Арчерс', 'Ноттингем Арчерс', 'Nottingham Archers', 62),
      team('sheffield-cutlers', 'Шеффілд Катлерс', 'Шеффилд Катлерс', 'Sheffield Cutlers', 60),
      team(
        'portsmouth-navigators',
        'Портсмут Навігейторс',
        'Портсмут Навигейторс',
        'Portsmouth Navigators',
        56,
      ),
      team('oxford-scholars', 'Оксфорд Сколарс', 'Оксфорд Сколарс', 'Oxford Scholars', 52),
      team('cambridge-rowers', 'Кембридж Роуерс', 'Кембридж Роуэрс', 'Cambridge Rowers', 48),
    ],
  },
  {
    id: 'es-first-division',
    sport: 'football',
    category: SPAIN,
    name: { uk: 'Перший дивізіон Іспанії', ru: 'Первый дивизион Испании', en: 'First Division of Spain' },
    top: true,
    teams: [
      team('imperial-madrid', 'Імперіал Мадрид', 'Империал Мадрид', 'Imperial Madrid', 91),
      team('marina-barcelona', 'Маріна Барселона', 'Марина Барселона', 'Marina Barcelona', 89),
      team('giralda-seville', 'Хіральда Севілья', 'Хиральда Севилья', 'Giralda Seville', 79),
      team('union-valencia', 'Уніон Валенсія', 'Унион Валенсия', 'Unión Valencia', 77),
      team('ria-bilbao', 'Ріа Більбао', 'Риа Бильбао', 'Ría Bilbao', 73),
      team('costa-malaga', 'Коста Малага', 'Коста Малага', 'Costa Málaga', 63),
      team('deportivo-zaragoza', 'Депортіво Сарагоса', 'Депортиво Сарагоса', 'Deportivo Zaragoza', 60),
      team('alhambra-granada', 'Альгамбра Гранада', 'Альгамбра Гранада', 'Alhambra Granada', 57),
      team('atlantico-vigo', 'Атлантіко Віго', 'Атлантико Виго', 'Atlántico Vigo', 54),
      team('huracan-murcia', 'Уракан Мурсія', 'Уракан Мурсия', 'Huracán Murcia', 49),
    ],
  },
  {
    id: 'de-first-division',
    sport: 'football',
    category: GERMANY,
    name: {
      uk: 'Перший дивізіон Німеччини',
      ru: 'Первый дивизион Германии',
      en: 'First Division of Germany',
    },
    top: false,
    teams: [
      team('isar-munich', 'Ізар Мюнхен', 'Изар Мюнхен', 'Isar Munich', 90),
      team('westfalia-dortmund', 'Вестфалія Дортмунд', 'Вестфалия Дортмунд', 'Westfalia Dortmund', 84),
      team('spree-berlin', 'Шпрее Берлін', 'Шпрее Берлин', 'Spree Berlin', 78),
      team('romer-frankfurt', 'Рьомер Франкфурт', 'Рёмер Франкфурт', 'Römer Frankfurt', 76),
      team('hanse-hamburg', 'Ганза Гамбург', 'Ганза Гамбург', 'Hanse Hamburg', 72),
      team('rheinland-cologne', 'Рейнланд Кельн', 'Рейнланд Кёльн', 'Rheinland Cologne', 68),
      team('neckar-stuttgart', 'Неккар Штутгарт', 'Неккар Штутгарт', 'Neckar Stuttgart', 66),
      team('messe-leipzig', 'Мессе Лейпциг', 'Мессе Лейпциг', 'Messe Leipzig', 62),
      team('elbflorenz-dresden', 'Ельбфлоренц Дрезден', 'Эльбфлоренц Дрезден', 'Elbflorenz Dresden', 58),
      team('weser-bremen', 'Везер Бремен', 'Везер Бремен', 'Weser Bremen', 54),
    ],
  },
  {
    id: 'continental-champions-cup',
    sport: 'football',
    category: INTERNATIONAL,
    name: {
      uk: 'Кубок чемпіонів континенту',
      ru: 'Кубок чемпионов континента',
      en: 'Continental Champions Cup',
    },
    top: true,
    teams: [
      team('duomo-milan', 'Дуомо Мілан', 'Дуомо Милан', 'Duomo Milan', 88),
      team('etoile-paris', 'Етуаль Париж', 'Этуаль Париж', 'Étoile Paris', 86),
      team('tejo-lisbon', 'Тежу Лісабон', 'Тежу Лиссабон', 'Tejo Lisbon', 84),
      team('grachten-amsterdam', 'Грахтен Амстердам', 'Грахтен Амстердам', 'Grachten Amsterdam', 82),
      team('bosphorus-istanbul', 'Босфор Стамбул', 'Босфор Стамбул', 'Bosphorus Istanbul', 76),
      team('clydeside-glasgow', 'Клайдсайд Глазго', 'Клайдсайд Глазго', 'Clydeside Glasgow', 72),
      team('vltava-prague', 'Влтава Прага', 'Влтава Прага', 'Vltava Prague', 70),
      team('syrena-warsaw', 'Сирена Варшава', 'Сирена Варшава', 'Syrena Warsaw', 66),
    ],
  },
  {
    id: 'ua-basketball-superleague',
    sport: 'basketball',
    category: UKRAINE,
    name: { uk: 'Суперліга України', ru: 'Суперлига Украины', en: 'Superleague of Ukraine' },
    top: false,
    teams: [
      team('kyiv-chestnuts', 'Київські Каштани', 'Киевские Каштаны', 'Kyiv Chestnuts', 84),
      team('dnipro-rapids', 'Дніпровські Пороги', 'Днепровские Пороги', 'Dnipro Rapids', 80),
      team('odesa-dolphins', 'Одеські Дельфіни', 'Одесские Дельфины', 'Odesa Dolphins', 76),
      team('kharkiv-rockets', 'Харківські Ракети', 'Харьковские Ракеты', 'Kharkiv Rockets', 74),
      team('lviv-griffins', 'Львівські Грифони', 'Львовские Грифоны', 'Lviv Griffins', 70),
      team('zaporizhzhia-titans', 'Запорізькі Титани', 'Запорожские Титаны', 'Zaporizhzhia Titans', 66),
      team('cherkasy-hawks', 'Черкаські Яструби', 'Черкасские Ястребы', 'Cherkasy Hawks', 58),
      team('ternopil-bears', 'Тернопільські Ведмеді', 'Тернопольские Медведи', 'Ternopil Bears', 52),
    ],
  },
  {
    id: 'continental-basketball-league',
    sport: 'basketball',
    category: EUROPE,
    name: {
      uk: 'Континентальна баскетбольна ліга',
      ru: 'Континентальная баскетбольная лига',
      en: 'Continental Basketball League',
    },
    top: true,
    teams: [
      team('madrid-bulls', 'Мадридські Бики', 'Мадридские Быки', 'Madrid Bulls', 90),
      team('athens-olympians', 'Афінські Олімпійці', 'Афинские Олимпийцы', 'Athens Olympians', 88),
      team('belgrade-wolves', 'Белградські Вовки', 'Белградские Волки', 'Belgrade Wolves', 86),
      team('istanbul-sultans', 'Стамбульські Султани', 'Стамбульские Султаны', 'Istanbul Sultans', 84),
      team('barcelona-corsairs', 'Барселонські Корсари', 'Барселонские Корсары', 'Barcelona Corsairs', 82),
      team('kaunas-knights', 'Каунаські Лицарі', 'Каунасские Рыцари', 'Kaunas Knights', 80),
      team('milan-meteors', 'Міланські Метеори', 'Миланские Метеоры', 'Milan Meteors', 76),
      team('munich-thunder', 'Мюнхенський Грім', 'Мюнхенский Гром', 'Munich Thunder', 72),
      team('zagreb-falcons', 'Загребські Соколи', 'Загребские Соколы', 'Zagreb Falcons', 68),
      team('vilnius-storks', 'Вільнюські Лелеки', 'Вильнюсские Аисты', 'Vilnius Storks', 62),
    ],
  },
  {
    id: 'mens-odesa-open',
    sport: 'tennis',
    category: MENS_TOUR,
    name: { uk: 'Відкритий турнір Одеси', ru: 'Открытый турнир Одессы', en: 'Odesa Open' },
    top: true,
    teams: [
      team('matteo-rinaldi', 'Маттео Рінальді', 'Маттео Ринальди', 'Matteo Rinaldi', 93),
      team('niklas-hoffer', 'Ніклас Гоффер', 'Никлас Хоффер', 'Niklas Hoffer', 88),
      team('alejandro-castillo', 'Алехандро Кастільйо', 'Алехандро Кастильо', 'Alejandro Castillo', 86),
      team('ethan-walsh', 'Ітан Волш', 'Итан Уолш', 'Ethan Walsh', 84),
      team('hugo-mercier', 'Юго Мерсьє', 'Юго Мерсье', 'Hugo Mercier', 82),
      team('tomas-novotny', 'Томаш Новотний', 'Томаш Новотный', 'Tomáš Novotný', 80),
      team('oleksandr-kovalenko', 'Олександр Коваленко', 'Александр Коваленко', 'Oleksandr Kovalenko', 78),
      team('kenji-morita', 'Кендзі Моріта', 'Кэндзи Морита', 'Kenji Morita', 74),
      team('jakub-wisniewski', 'Якуб Вишневський', 'Якуб Вишневский', 'Jakub Wiśniewski', 72),
      team('rafael-souza', 'Рафаел Соуза', 'Рафаэл Соуза', 'Rafael Souza', 70),
      team('liam-fletcher', 'Ліам Флетчер', 'Лиам Флетчер', 'Liam Fletcher', 66),
      team('emil-lindqvist', 'Еміль Ліндквіст', 'Эмиль Линдквист', 'Emil Lindqvist', 62),
    ],
  },
  {
    id: 'womens-lviv-open',
    sport: 'tennis',
    category: WOMENS_TOUR,
    name: { uk: 'Відкритий турнір Львова', ru: 'Открытый турнир Львова', en: 'Lviv Open' },
    top: false,
    teams: [
      team('sofia-marchetti', 'Софія Маркетті', 'София Маркетти', 'Sofia Marchetti', 91),
      team('emily-carter', 'Емілі Картер', 'Эмили Картер', 'Emily Carter', 88),
      team('zofia-kowalczyk', 'Зофія Ковальчик', 'Зофья Ковальчик', 'Zofia Kowalczyk', 86),
      team('olena-tkachenko', 'Олена Ткаченко', 'Елена Ткаченко', 'Olena Tkachenko', 84),
      team('chloe-dubois', 'Хлое Дюбуа', 'Хлоэ Дюбуа', 'Chloé Dubois', 80),
      team('lucia-herrera', 'Лусія Еррера', 'Лусия Эррера', 'Lucía Herrera', 78),
      team('yuki-tanaka', 'Юкі Танака', 'Юки Танака', 'Yuki Tanaka', 76),
      team('katerina-dvorakova', 'Катержина Дворжакова', 'Катержина Дворжакова', 'Kateřina Dvořáková', 74),
      team('ingrid-halvorsen', 'Інгрід Гальворсен', 'Ингрид Хальворсен', 'Ingrid Halvorsen', 70),
      team('mia-schneider', 'Мія Шнайдер', 'Мия Шнайдер', 'Mia Schneider', 68),
      team('isabela-costa', 'Ізабела Коста', 'Изабела Коста', 'Isabela Costa', 64),
      team('elif-demir', 'Еліф Демір', 'Элиф Демир', 'Elif Demir', 60),
    ],
  },
  {
    id: 'ua-hockey-league',
    sport: 'ice-hockey',
    category: UKRAINE,
    name: { uk: 'Хокейна ліга України', ru: 'Хоккейная лига Украины', en: 'Hockey League of Ukraine' },
    top: false,
    teams: [
      team('kyiv-huskies', 'Київські Хаскі', 'Киевские Хаски', 'Kyiv Huskies', 82),
      team('kharkiv-blizzard', 'Харківська Хуртовина', 'Харьковская Вьюга', 'Kharkiv Blizzard', 78),
      team(
        'bila-tserkva-panthers',
        'Білоцерківські Пантери',
        'Белоцерковские Пантеры',
        'Bila Tserkva Panthers',
        74,
      ),
      team('kremenchuk-lynx', 'Кременчуцькі Рисі', 'Кременчугские Рыси', 'Kremenchuk Lynx', 70),
      team('dnipro-mammoths', 'Дніпровські Мамонти', 'Днепровские Мамонты', 'Dnipro Mammoths', 66),
      team('lviv-glaciers', 'Львівські Льодовики', 'Львовские Ледники', 'Lviv Glaciers', 60),
      team('odesa-storm', 'Одеський Шторм', 'Одесский Шторм', 'Odesa Storm', 56),
      team('kropyvnytskyi-owls', 'Кропивницькі Сови', 'Кропивницкие Совы', 'Kropyvnytskyi Owls', 50),
    ],
  },
  {
    id: 'northern-hockey-league',
    sport: 'ice-hockey',
    category: EUROPE,
    name: { uk: 'Північна хокейна ліга', ru: 'Северная хоккейная лига', en: 'Northern Hockey League' },
    top: true,
    teams: [
      team('stockholm-vikings', 'Стокгольмські Вікінги', 'Стокгольмские Викинги', 'Stockholm Vikings', 88),
      team('helsinki-frost', 'Гельсінкський Мороз', 'Хельсинкский Мороз', 'Helsinki Frost', 86),
      team('prague-lions', 'Празькі Леви', 'Пражские Львы', 'Prague Lions', 84),
      team('gothenburg-sharks', 'Гетеборзькі Акули', 'Гётеборгские Акулы', 'Gothenburg Sharks', 78),
      team(
        'bratislava-wolverines',
        'Братиславські Росомахи',
        'Братиславские Росомахи',
        'Bratislava Wolverines',
        74,
      ),
      team('riga-pines', 'Ризькі Сосни', 'Рижские Сосны', 'Riga Pines', 72),
      team('bergen-trolls', 'Бергенські Тролі', 'Бергенские Тролли', 'Bergen Trolls', 68),
      team('copenhagen-ravens', 'Копенгагенські Круки', 'Копенгагенские Вороны', 'Copenhagen Ravens', 62),
    ],
  },
  {
    id: 'arena-masters',
    sport: 'cs2',
    category: ESPORTS,
    name: { uk: 'Майстри Арени', ru: 'Мастера Арены', en: 'Arena Masters' },
    top: true,
    teams: [
      brand('iron-wolves', 'Iron Wolves', 88),
      brand('northern-lights-gaming', 'Northern Lights Gaming', 84),
      brand('crimson-vector', 'Crimson Vector', 80),
      brand('blackout-five', 'Blackout Five', 76),
      brand('nova-syndicate', 'Nova Syndicate', 72),
      brand('static-pulse', 'Static Pulse', 66),
      brand('ghost-circuit', 'Ghost Circuit', 60),
      brand('last-bastion', 'Last Bastion', 54),
    ],
  },
  {
    id: 'clash-of-ancients',
    sport: 'dota2',
    category: ESPORTS,
    name: { uk: 'Битва Древніх', ru: 'Битва Древних', en: 'Clash of Ancients' },
    top: false,
    teams: [
      brand('arcane-tide', 'Arcane Tide', 86),
      brand('storm-herald', 'Storm Herald', 82),
      brand('void-reapers', 'Void Reapers', 78),
      brand('jade-serpents', 'Jade Serpents', 74),
      brand('frostfang', 'Frostfang', 70),
      brand('dire-omen', 'Dire Omen', 64),
      brand('emberfall', 'Emberfall', 58),
      brand('silent-grove', 'Silent Grove', 52),
    ],
  },
];
