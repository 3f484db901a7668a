import {
  AGE_CONFIRMED_COOKIE,
  COOKIE_CONSENT_COOKIE,
  SESSION_COOKIE,
  SIDEBAR_COOKIE,
  THEME_COOKIE,
} from '@casino/contracts';
import { EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** The cookie policy: the categories the consent banner offers and the cookies the site itself sets. */
export function cookiePolicyText(op: LegalOperator): LegalText {
  return {
    seo: {
      uk: {
        title: 'Політика використання cookie {{brand}}',
        description:
          'Які файли cookie використовує {{brand}}: необхідні, аналітичні й маркетингові, навіщо вони потрібні і як змінити свій вибір.',
        h1: 'Політика cookie',
      },
      ru: {
        title: 'Политика использования cookie {{brand}}',
        description:
          'Какие файлы cookie использует {{brand}}: необходимые, аналитические и маркетинговые, зачем они нужны и как изменить свой выбор.',
        h1: 'Политика cookie',
      },
      en: {
        title: '{{brand}} cookie policy',
        description:
          'Which cookies {{brand}} uses — necessary, analytics and marketing — what they are for and how to change your choice.',
        h1: 'Cookie policy',
      },
    },
    payload: {
      uk: {
        intro: `Cookie — це невеликі файли, які сайт зберігає у вашому браузері. ${op.name} використовує їх, щоб сайт працював, а за вашою згодою — щоб покращувати його та показувати доречні пропозиції.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'necessary',
            'Необхідні cookie',
            paragraph('Без них сайт не працює, тому вони встановлюються завжди й не потребують згоди:'),
            list(
              `${SESSION_COOKIE} — вхід до рахунку; діє до виходу або завершення сесії, доступний лише серверу.`,
              `${THEME_COOKIE}, ${SIDEBAR_COOKIE} — обрана тема й вигляд бічної панелі; 1 рік.`,
              `${AGE_CONFIRMED_COOKIE} — ви підтвердили, що вам виповнилося 18; 1 рік.`,
              `${COOKIE_CONSENT_COOKIE} — ваш вибір щодо cookie; 1 рік.`,
              'Технічні записи прокрутки сторінок каталогу; 1 день.',
            ),
          ),
          section(
            'analytics',
            'Аналітичні cookie',
            paragraph(
              'Допомагають зрозуміти, якими розділами користуються й де сайт працює повільно. Дані знеособлені. Встановлюються лише з вашої згоди.',
            ),
          ),
          section(
            'marketing',
            'Маркетингові cookie',
            paragraph(
              'Дозволяють партнерам зарахувати ваш перехід і показувати вам доречну рекламу. Встановлюються лише з вашої згоди; ми ніколи не використовуємо їх для звернення до неповнолітніх.',
            ),
          ),
          section(
            'choice',
            'Як змінити вибір',
            paragraph(
              'Під час першого візиту сайт пропонує прийняти всі cookie, лише необхідні або обрати категорії в налаштуваннях. Щоб змінити вибір, видаліть cookie сайту в налаштуваннях браузера — банер з’явиться знову. Коли ця політика змінює перелік cookie, ми запитуємо вашу згоду повторно.',
            ),
          ),
        ],
      },
      ru: {
        intro: `Cookie — это небольшие файлы, которые сайт сохраняет в вашем браузере. ${op.name} использует их, чтобы сайт работал, а с вашего согласия — чтобы улучшать его и показывать уместные предложения.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'necessary',
            'Необходимые cookie',
            paragraph('Без них сайт не работает, поэтому они устанавливаются всегда и не требуют согласия:'),
            list(
              `${SESSION_COOKIE} — вход в счёт; действует до выхода или завершения сессии, доступен только серверу.`,
              `${THEME_COOKIE}, ${SIDEBAR_COOKIE} — выбранная тема и вид боковой панели; 1 год.`,
              `${AGE_CONFIRMED_COOKIE} — вы подтвердили, что вам исполнилось 18; 1 год.`,
              `${COOKIE_CONSENT_COOKIE} — ваш выбор относительно cookie; 1 год.`,
              'Технические записи прокрутки страниц каталога; 1 день.',
            ),
          ),
          section(
            'analytics',
            'Аналитические cookie',
            paragraph(
              'Помогают понять, какими разделами пользуются и где сайт работает медленно. Данные обезличены. Устанавливаются только с вашего согласия.',
            ),
          ),
          section(
            'marketing',
            'Маркетинговые cookie',
            paragraph(
              'Позволяют партнёрам засчитать ваш переход и показывать вам уместную рекламу. Устанавливаются только с вашего согласия; мы никогда не используем их для обращения к несовершеннолетним.',
            ),
          ),
          section(
            'choice',
            'Как изменить выбор',
            paragraph(
              'При первом визите сайт предлагает принять все cookie, только необходимые или выбрать категории в настройках. Чтобы изменить выбор, удалите cookie сайта в настройках браузера — баннер появится снова. Когда эта политика меняет перечень cookie, мы запрашиваем согласие повторно.',
            ),
          ),
        ],
      },
      en: {
        intro: `Cookies are small files a site keeps in your browser. ${op.name} uses them to make the site work and, with your consent, to improve it and show you relevant offers.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'necessary',
            'Necessary cookies',
            paragraph('The site cannot work without them, so they are always set and need no consent:'),
            list(
              `${SESSION_COOKIE} — keeps you signed in; lasts until you log out or the session ends, readable by the server only.`,
              `${THEME_COOKIE}, ${SIDEBAR_COOKIE} — your theme and sidebar layout; 1 year.`,
              `${AGE_CONFIRMED_COOKIE} — you confirmed you are 18 or older; 1 year.`,
              `${COOKIE_CONSENT_COOKIE} — your cookie choice; 1 year.`,
              'Technical records of where you scrolled to in the game catalogue; 1 day.',
            ),
          ),
          section(
            'analytics',
            'Analytics cookies',
            paragraph(
              'They show us which sections are used and where the site is slow. The data is pseudonymised. Set only with your consent.',
            ),
          ),
          section(
            'marketing',
            'Marketing cookies',
            paragraph(
              'They let partners credit your visit and show you relevant advertising. Set only with your consent; we never use them to reach minors.',
            ),
          ),
          section(
            'choice',
            'Changing your choice',
            paragraph(
              'On your first visit the site offers to accept all cookies, necessary ones only, or to choose categories in the settings. To change your choice, delete the site’s cookies in your browser settings and the banner will appear again. When this policy changes the cookies we use, we ask for your consent again.',
            ),
          ),
        ],
      },
    },
  };
}
