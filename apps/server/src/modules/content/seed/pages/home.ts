import { pageRow } from '../page-row.ts';

export const homePage = pageRow({
  path: '/',
  pageType: 'home',
  seo: {
    uk: {
      title: '{{brand}} — онлайн-казино з чесною грою та швидкими виплатами',
      description:
        'Онлайн-казино {{brand}}: доказово чесна гра, зрозумілі правила, швидкий розгляд виплат, підтримка 24/7 та інструменти відповідальної гри. Грайте з комп’ютера чи телефона.',
      keywords:
        '{{brand}}, онлайн-казино, казино онлайн, чесна гра, provably fair, швидкі виплати, відповідальна гра',
      h1: 'Онлайн-казино {{brand}}',
      text: [
        '{{brand}} — онлайн-казино для тих, хто цінує чесну гру та зрозумілі правила. Сайт однаково зручний у браузері комп’ютера й на смартфоні, а додати його на головний екран телефона можна за кілька секунд.',
        'Чесність для нас — не гасло. Результат кожного раунду визначає криптографічно стійкий генератор випадкових чисел, а ігри з доказовою чесністю (provably fair) дають змогу самостійно перевірити, що результат не змінювали після ставки. Правила та умови завжди опубліковані відкрито, без дрібного шрифту.',
        'Ми дбаємо про ваші гроші та дані: з’єднання з сайтом зашифроване, платежі проходять через перевірених платіжних партнерів, а заявки на виведення розглядаються щодня в порядку черги. Якщо виникне питання, служба підтримки на зв’язку цілодобово.',
        'Азартні ігри — це розвага, а не спосіб заробітку. Встановлюйте ліміти, робіть перерви, а якщо відчуваєте, що гра забирає забагато часу чи грошей, скористайтеся самовиключенням. Грати можуть лише повнолітні.',
      ].join('\n\n'),
    },
    ru: {
      title: '{{brand}} — онлайн-казино с честной игрой и быстрыми выплатами',
      description:
        'Онлайн-казино {{brand}}: доказуемо честная игра, понятные правила, быстрое рассмотрение выплат, поддержка 24/7 и инструменты ответственной игры. Играйте с компьютера или телефона.',
      keywords:
        '{{brand}}, онлайн-казино, казино онлайн, честная игра, provably fair, быстрые выплаты, ответственная игра',
      h1: 'Онлайн-казино {{brand}}',
      text: [
        '{{brand}} — онлайн-казино для тех, кто ценит честную игру и понятные правила. Сайт одинаково удобен в браузере компьютера и на смартфоне, а добавить его на главный экран телефона можно за несколько секунд.',
        'Честность для нас — не лозунг. Результат каждого раунда определяет криптографически стойкий генератор случайных чисел, а игры с доказуемой честностью (provably fair) позволяют самостоятельно проверить, что результат не меняли после ставки. Правила и условия всегда опубликованы открыто, без мелкого шрифта.',
        'Мы заботимся о ваших деньгах и данных: соединение с сайтом зашифровано, платежи проходят через проверенных платёжных партнёров, а заявки на вывод рассматриваются ежедневно в порядке очереди. Если возникнет вопрос, служба поддержки на связи круглосуточно.',
        'Азартные игры — это развлечение, а не способ заработка. Устанавливайте лимиты, делайте перерывы, а если чувствуете, что игра отнимает слишком много времени или денег, воспользуйтесь самоисключением. Играть могут только совершеннолетние.',
      ].join('\n\n'),
    },
    en: {
      title: '{{brand}} — online casino with fair play and fast payouts',
      description:
        '{{brand}} online casino: provably fair play, clear rules, prompt withdrawal reviews, 24/7 support and responsible play tools. Play on your computer or phone.',
      keywords:
        '{{brand}}, online casino, casino online, fair play, provably fair, fast payouts, responsible gambling',
      h1: '{{brand}} online casino',
      text: [
        '{{brand}} is an online casino for players who value fair play and clear rules. The site works just as well in a desktop browser as on a smartphone, and you can add it to your phone’s home screen in seconds.',
        'Fairness is not a slogan for us. Every round is decided by a cryptographically secure random number generator, and provably fair games let you check for yourself that a result was not changed after your bet. Our rules and terms are always published openly, with no small print.',
        'We look after your money and your data: your connection to the site is encrypted, payments go through trusted payment partners, and withdrawal requests are reviewed every day in the order they arrive. Whenever a question comes up, our support team is available around the clock.',
        'Gambling is entertainment, not a way to make money. Set limits, take breaks, and if you feel that play is taking too much of your time or money, use self-exclusion. Only adults may play.',
      ].join('\n\n'),
    },
  },
  payload: {
    uk: {
      lead: 'Чесна гра, зрозумілі правила й підтримка, яка завжди на зв’язку. Усе для спокійної гри — в одному місці.',
      sections: [
        {
          id: 'games-popular',
          kind: 'games',
          list: 'popular',
          title: 'Популярні зараз',
          text: 'Ігри, у які найбільше грають цього тижня.',
          items: [],
          cta: { label: 'Усі ігри', href: '/games/?list=popular' },
        },
        {
          id: 'games-new',
          kind: 'games',
          list: 'new',
          title: 'Новинки',
          items: [],
          cta: { label: 'Усі новинки', href: '/games/?list=new' },
        },
        {
          id: 'games-originals',
          kind: 'games',
          list: 'originals',
          title: 'Наші ігри',
          text: 'Власна студія: доказово чесні слоти, рулетка, кості та краш.',
          items: [],
          cta: { label: 'Усі наші ігри', href: '/games/?list=originals' },
        },
        {
          id: 'games-table',
          kind: 'games',
          list: 'table',
          title: 'Настільні ігри',
          items: [],
          cta: { label: 'Усі настільні', href: '/games/?list=table' },
        },
        {
          id: 'why-us',
          kind: 'features',
          title: 'Чому обирають {{brand}}',
          items: [
            {
              icon: 'zap',
              title: 'Швидкі виплати',
              text: 'Заявки на виведення розглядаємо щодня, без вихідних і в порядку черги — без безпідставних затримок.',
            },
            {
              icon: 'shield-check',
              title: 'Доказово чесна гра',
              text: 'Хеш серверного ключа ви бачите до ставки, а сам ключ — після раунду. Кожен результат можна перевірити.',
            },
            {
              icon: 'headset',
              title: 'Підтримка 24/7',
              text: 'Відповідаємо в Telegram, Viber та електронною поштою — вдень і вночі, українською, російською та англійською.',
            },
            {
              icon: 'heart-handshake',
              title: 'Відповідальна гра',
              text: 'Ліміти, перерви та самовиключення — інструменти, щоб гра залишалася розвагою.',
              href: '/faq/#responsible-play',
            },
          ],
        },
        {
          id: 'app',
          kind: 'app-promo',
          title: '{{brand}} на вашому телефоні',
          text: 'Додайте сайт на головний екран — і він відкриватиметься як звичайний застосунок: на весь екран, без адресного рядка та зайвих вкладок.',
          items: [
            {
              icon: 'smartphone',
              title: 'Один дотик',
              text: 'Іконка на головному екрані замість пошуку в браузері.',
            },
            { icon: 'refresh', title: 'Завжди нова версія', text: 'Нічого не треба оновлювати вручну.' },
            { icon: 'hard-drive', title: 'Без завантажень', text: 'Не займає пам’яті телефона.' },
          ],
          cta: { label: 'Як встановити', href: '/mobile-app/' },
        },
        {
          id: 'faq',
          kind: 'faq-teaser',
          title: 'Часті запитання',
          text: 'Коротко про головне: оберіть тему, і ми відкриємо потрібний розділ.',
          items: [
            {
              icon: 'user',
              title: 'Рахунок',
              text: 'Реєстрація, верифікація, відновлення пароля.',
              href: '/faq/#account',
            },
            {
              icon: 'wallet',
              title: 'Платежі',
              text: 'Поповнення, виведення та їхні строки.',
              href: '/faq/#payments',
            },
            {
              icon: 'dice',
              title: 'Чесність ігор',
              text: 'Генератор випадкових чисел, provably fair, RTP.',
              href: '/faq/#games',
            },
            {
              icon: 'lock',
              title: 'Безпека',
              text: 'Захист даних і рахунку від шахраїв.',
              href: '/faq/#security',
            },
          ],
          cta: { label: 'Усі питання та відповіді', href: '/faq/' },
        },
        {
          id: 'community',
          kind: 'community',
          title: 'Приєднуйтеся до спільноти',
          text: 'Стежте за {{brand}} у соцмережах: там ми першими розповідаємо новини, відповідаємо на запитання й ділимося порадами.',
          items: [
            {
              icon: 'megaphone',
              title: 'Новини першими',
              text: 'Оновлення сайту та анонси — раніше, ніж будь-де.',
            },
            {
              icon: 'message',
              title: 'Живе спілкування',
              text: 'Обговорюйте ігри з іншими гравцями та нашою командою.',
            },
            { icon: 'sparkles', title: 'Корисні поради', text: 'Як користуватися сайтом і грати з розумом.' },
          ],
          cta: { label: 'Наші соцмережі', href: '/social-networks/' },
        },
      ],
    },
    ru: {
      lead: 'Честная игра, понятные правила и поддержка, которая всегда на связи. Всё для спокойной игры — в одном месте.',
      sections: [
        {
          id: 'games-popular',
          kind: 'games',
          list: 'popular',
          title: 'Популярные сейчас',
          text: 'Игры, в которые больше всего играют на этой неделе.',
          items: [],
          cta: { label: 'Все игры', href: '/games/?list=popular' },
        },
        {
          id: 'games-new',
          kind: 'games',
          list: 'new',
          title: 'Новинки',
          items: [],
          cta: { label: 'Все новинки', href: '/games/?list=new' },
        },
        {
          id: 'games-originals',
          kind: 'games',
          list: 'originals',
          title: 'Наши игры',
          text: 'Собственная студия: доказуемо честные слоты, рулетка, кости и краш.',
          items: [],
          cta: { label: 'Все наши игры', href: '/games/?list=originals' },
        },
        {
          id: 'games-table',
          kind: 'games',
          list: 'table',
          title: 'Настольные игры',
          items: [],
          cta: { label: 'Все настольные', href: '/games/?list=table' },
        },
        {
          id: 'why-us',
          kind: 'features',
          title: 'Почему выбирают {{brand}}',
          items: [
            {
              icon: 'zap',
              title: 'Быстрые выплаты',
              text: 'Заявки на вывод рассматриваем ежедневно, без выходных и в порядке очереди — без необоснованных задержек.',
            },
            {
              icon: 'shield-check',
              title: 'Доказуемо честная игра',
              text: 'Хеш серверного ключа вы видите до ставки, а сам ключ — после раунда. Каждый результат можно проверить.',
            },
            {
              icon: 'headset',
              title: 'Поддержка 24/7',
              text: 'Отвечаем в Telegram, Viber и по электронной почте — днём и ночью, на украинском, русском и английском.',
            },
            {
              icon: 'heart-handshake',
              title: 'Ответственная игра',
              text: 'Лимиты, перерывы и самоисключение — инструменты, чтобы игра оставалась развлечением.',
              href: '/faq/#responsible-play',
            },
          ],
        },
        {
          id: 'app',
          kind: 'app-promo',
          title: '{{brand}} в вашем телефоне',
          text: 'Добавьте сайт на главный экран — и он будет открываться как обычное приложение: на весь экран, без адресной строки и лишних вкладок.',
          items: [
            {
              icon: 'smartphone',
              title: 'Одно касание',
              text: 'Иконка на главном экране вместо поиска в браузере.',
            },
            { icon: 'refresh', title: 'Всегда новая версия', text: 'Ничего не нужно обновлять вручную.' },
            { icon: 'hard-drive', title: 'Без загрузок', text: 'Не занимает память телефона.' },
          ],
          cta: { label: 'Как установить', href: '/mobile-app/' },
        },
        {
          id: 'faq',
          kind: 'faq-teaser',
          title: 'Частые вопросы',
          text: 'Коротко о главном: выберите тему, и мы откроем нужный раздел.',
          items: [
            {
              icon: 'user',
              title: 'Счёт',
              text: 'Регистрация, верификация, восстановление пароля.',
              href: '/faq/#account',
            },
            {
              icon: 'wallet',
              title: 'Платежи',
              text: 'Пополнение, вывод и их сроки.',
              href: '/faq/#payments',
            },
            {
              icon: 'dice',
              title: 'Честность игр',
              text: 'Генератор случайных чисел, provably fair, RTP.',
              href: '/faq/#games',
            },
            {
              icon: 'lock',
              title: 'Безопасность',
              text: 'Защита данных и счёта от мошенников.',
              href: '/faq/#security',
            },
          ],
          cta: { label: 'Все вопросы и ответы', href: '/faq/' },
        },
        {
          id: 'community',
          kind: 'community',
          title: 'Присоединяйтесь к сообществу',
          text: 'Следите за {{brand}} в соцсетях: там мы первыми рассказываем новости, отвечаем на вопросы и делимся советами.',
          items: [
            {
              icon: 'megaphone',
              title: 'Новости первыми',
              text: 'Обновления сайта и анонсы — раньше, чем где-либо.',
            },
            {
              icon: 'message',
              title: 'Живое общение',
              text: 'Обсуждайте игры с другими игроками и нашей командой.',
            },
            { icon: 'sparkles', title: 'Полезные советы', text: 'Как пользоваться сайтом и играть с умом.' },
          ],
          cta: { label: 'Наши соцсети', href: '/social-networks/' },
        },
      ],
    },
    en: {
      lead: 'Fair play, clear rules and support that is always there. Everything for relaxed play, in one place.',
      sections: [
        {
          id: 'games-popular',
          kind: 'games',
          list: 'popular',
          title: 'Popular right now',
          text: 'The games played most this week.',
          items: [],
          cta: { label: 'All games', href: '/games/?list=popular' },
        },
        {
          id: 'games-new',
          kind: 'games',
          list: 'new',
          title: 'New games',
          items: [],
          cta: { label: 'All new games', href: '/games/?list=new' },
        },
        {
          id: 'games-originals',
          kind: 'games',
          list: 'originals',
          title: 'Our originals',
          text: 'Our own studio: provably fair slots, roulette, dice and crash.',
          items: [],
          cta: { label: 'All our originals', href: '/games/?list=originals' },
        },
        {
          id: 'games-table',
          kind: 'games',
          list: 'table',
          title: 'Table games',
          items: [],
          cta: { label: 'All table games', href: '/games/?list=table' },
        },
        {
          id: 'why-us',
          kind: 'features',
          title: 'Why players choose {{brand}}',
          items: [
            {
              icon: 'zap',
              title: 'Fast payouts',
              text: 'We review withdrawal requests every day, weekends included, in the order they arrive — no needless delays.',
            },
            {
              icon: 'shield-check',
              title: 'Provably fair play',
              text: 'You see the server seed hash before you bet and the seed itself after the round. Every result can be checked.',
            },
            {
              icon: 'headset',
              title: '24/7 support',
              text: 'We answer on Telegram, Viber and e-mail, day and night, in Ukrainian, Russian and English.',
            },
            {
              icon: 'heart-handshake',
              title: 'Responsible play',
              text: 'Limits, breaks and self-exclusion: tools that keep gambling what it should be — entertainment.',
              href: '/faq/#responsible-play',
            },
          ],
        },
        {
          id: 'app',
          kind: 'app-promo',
          title: '{{brand}} on your phone',
          text: 'Add the site to your home screen and it opens like a regular app: full screen, with no address bar and no stray tabs.',
          items: [
            {
              icon: 'smartphone',
              title: 'One tap',
              text: 'An icon on your home screen instead of a browser search.',
            },
            { icon: 'refresh', title: 'Always up to date', text: 'Nothing to update by hand.' },
            { icon: 'hard-drive', title: 'No downloads', text: 'Takes up no space on your phone.' },
          ],
          cta: { label: 'How to install', href: '/mobile-app/' },
        },
        {
          id: 'faq',
          kind: 'faq-teaser',
          title: 'Frequently asked questions',
          text: 'The essentials in brief: pick a topic and we will open the right section.',
          items: [
            {
              icon: 'user',
              title: 'Account',
              text: 'Sign-up, verification, password recovery.',
              href: '/faq/#account',
            },
            {
              icon: 'wallet',
              title: 'Payments',
              text: 'Deposits, withdrawals and how long they take.',
              href: '/faq/#payments',
            },
            {
              icon: 'dice',
              title: 'Fair games',
              text: 'Random number generator, provably fair, RTP.',
              href: '/faq/#games',
            },
            {
              icon: 'lock',
              title: 'Security',
              text: 'Keeping your data and account safe from fraud.',
              href: '/faq/#security',
            },
          ],
          cta: { label: 'All questions and answers', href: '/faq/' },
        },
        {
          id: 'community',
          kind: 'community',
          title: 'Join the community',
          text: 'Follow {{brand}} on social media: that is where we share news first, answer questions and pass on useful tips.',
          items: [
            {
              icon: 'megaphone',
              title: 'News first',
              text: 'Site updates and announcements before anywhere else.',
            },
            {
              icon: 'message',
              title: 'Real conversation',
              text: 'Talk games with other players and with our team.',
            },
            {
              icon: 'sparkles',
              title: 'Useful tips',
              text: 'How to get the most from the site and play wisely.',
            },
          ],
          cta: { label: 'Our social channels', href: '/social-networks/' },
        },
      ],
    },
  },
});
