import type { NewPage } from '../../content.repository.ts';
import { pageRow } from '../page-row.ts';

/** One text per network any brand may have; the page shows the networks of the current brand. */
function socialNetworksPage(path: string): NewPage {
  return pageRow({
    path,
    pageType: 'social-networks',
    seo: {
      uk: {
        title: 'Офіційні соцмережі {{brand}} — новини та спільнота',
        description:
          'Офіційні сторінки {{brand}} у соціальних мережах: новини сайту, анонси, корисні поради та живе спілкування з гравцями й командою.',
        keywords:
          '{{brand}} соцмережі, {{brand}} Telegram, {{brand}} Instagram, спільнота казино, новини казино',
        h1: 'Ми в соцмережах',
        text: [
          'Офіційні сторінки {{brand}} у соцмережах — найпростіший спосіб бути в курсі всього, що відбувається на сайті. Ми публікуємо там новини та оновлення, відповідаємо на запитання й ділимося порадами щодо відповідальної гри.',
          'Обирайте мережу, якою користуєтеся найчастіше: скрізь ми публікуємо головні новини, відповідаємо на коментарі та повідомлення й уважно читаємо ваші відгуки — саме вони допомагають робити {{brand}} кращим. І пам’ятайте: ми ніколи не обіцяємо «гарантованих виграшів».',
        ].join('\n\n'),
      },
      ru: {
        title: 'Официальные соцсети {{brand}} — новости и сообщество',
        description:
          'Официальные страницы {{brand}} в социальных сетях: новости сайта, анонсы, полезные советы и живое общение с игроками и командой.',
        keywords:
          '{{brand}} соцсети, {{brand}} Telegram, {{brand}} Instagram, сообщество казино, новости казино',
        h1: 'Мы в соцсетях',
        text: [
          'Официальные страницы {{brand}} в соцсетях — самый простой способ быть в курсе всего, что происходит на сайте. Мы публикуем там новости и обновления, отвечаем на вопросы и делимся советами об ответственной игре.',
          'Выбирайте сеть, которой пользуетесь чаще всего: везде мы публикуем главные новости, отвечаем на комментарии и сообщения и внимательно читаем ваши отзывы — именно они помогают делать {{brand}} лучше. И помните: мы никогда не обещаем «гарантированных выигрышей».',
        ].join('\n\n'),
      },
      en: {
        title: '{{brand}} on social media — news and community',
        description:
          'The official {{brand}} social media pages: site news, announcements, useful tips and real conversation with players and our team.',
        keywords:
          '{{brand}} social media, {{brand}} Telegram, {{brand}} Instagram, casino community, casino news',
        h1: 'Follow us',
        text: [
          'The official {{brand}} pages on social media are the easiest way to keep up with everything happening on the site. We post news and updates there, answer questions and share tips on responsible play.',
          'Pick the network you use most: on every one of them we post the main news, reply to comments and messages, and read your feedback closely — it is what helps us make {{brand}} better. And remember: we never promise “guaranteed wins”.',
        ].join('\n\n'),
      },
    },
    payload: {
      uk: {
        intro:
          'Новини, анонси та живе спілкування — підписуйтеся на офіційні сторінки {{brand}} і дізнавайтеся все першими.',
        networks: [
          {
            network: 'telegram',
            title: 'Telegram-канал',
            text: 'Новини та анонси одразу у вашому месенджері — найшвидший спосіб дізнаватися все першим.',
          },
          {
            network: 'instagram',
            title: 'Instagram',
            text: 'Яскраві історії, добірки та закулісся команди {{brand}}.',
          },
          {
            network: 'youtube',
            title: 'YouTube',
            text: 'Відеоінструкції та огляди можливостей сайту — покроково й наочно.',
          },
          {
            network: 'facebook',
            title: 'Facebook',
            text: 'Новини, обговорення та відповіді на запитання спільноти.',
          },
          { network: 'tiktok', title: 'TikTok', text: 'Короткі й легкі відео з життя {{brand}}.' },
          { network: 'x', title: 'X', text: 'Стислі оновлення та оперативні новини.' },
        ],
      },
      ru: {
        intro:
          'Новости, анонсы и живое общение — подписывайтесь на официальные страницы {{brand}} и узнавайте всё первыми.',
        networks: [
          {
            network: 'telegram',
            title: 'Telegram-канал',
            text: 'Новости и анонсы сразу в вашем мессенджере — самый быстрый способ узнавать всё первым.',
          },
          {
            network: 'instagram',
            title: 'Instagram',
            text: 'Яркие истории, подборки и закулисье команды {{brand}}.',
          },
          {
            network: 'youtube',
            title: 'YouTube',
            text: 'Видеоинструкции и обзоры возможностей сайта — пошагово и наглядно.',
          },
          {
            network: 'facebook',
            title: 'Facebook',
            text: 'Новости, обсуждения и ответы на вопросы сообщества.',
          },
          { network: 'tiktok', title: 'TikTok', text: 'Короткие и лёгкие видео из жизни {{brand}}.' },
          { network: 'x', title: 'X', text: 'Краткие обновления и оперативные новости.' },
        ],
      },
      en: {
        intro:
          'News, announcements and real conversation: follow the official {{brand}} pages and be the first to know.',
        networks: [
          {
            network: 'telegram',
            title: 'Telegram channel',
            text: 'News and announcements straight to your messenger — the fastest way to hear everything first.',
          },
          {
            network: 'instagram',
            title: 'Instagram',
            text: 'Vivid stories, highlights and a look behind the scenes of the {{brand}} team.',
          },
          {
            network: 'youtube',
            title: 'YouTube',
            text: 'Video guides and walkthroughs of the site, step by step.',
          },
          {
            network: 'facebook',
            title: 'Facebook',
            text: 'News, discussions and answers to the community’s questions.',
          },
          { network: 'tiktok', title: 'TikTok', text: 'Short, light-hearted clips from life at {{brand}}.' },
          { network: 'x', title: 'X', text: 'Brief updates and breaking news.' },
        ],
      },
    },
  });
}

/** The page in the main area and in the mobile app's webview area. */
export const socialNetworksPages: NewPage[] = [
  socialNetworksPage('/social-networks/'),
  socialNetworksPage('/mobile-app-provider/social-networks/'),
];
