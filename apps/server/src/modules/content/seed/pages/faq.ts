import { faqGroupHeadings } from '../faq/groups.ts';
import { pageRow } from '../page-row.ts';

export const faqPage = pageRow({
  path: '/faq/',
  pageType: 'faq',
  seo: {
    uk: {
      title: 'Питання та відповіді — {{brand}}',
      description:
        'Відповіді на часті запитання гравців {{brand}}: реєстрація та верифікація, поповнення й виведення коштів, чесність ігор, відповідальна гра та безпека рахунку.',
      keywords:
        '{{brand}} FAQ, питання та відповіді, виведення коштів, верифікація, provably fair, відповідальна гра',
      h1: 'Питання та відповіді',
      text: [
        'У цьому розділі ми зібрали відповіді на запитання, які гравці {{brand}} ставлять найчастіше: як створити й підтвердити рахунок, як поповнити його та вивести виграш, як перевірити чесність гри і як захистити свої дані.',
        'Ми регулярно доповнюємо відповіді, щойно на сайті з’являється щось нове. Якщо ви не знайшли потрібної інформації, напишіть у службу підтримки — вона працює цілодобово й допоможе розібратися в будь-якому питанні.',
      ].join('\n\n'),
    },
    ru: {
      title: 'Вопросы и ответы — {{brand}}',
      description:
        'Ответы на частые вопросы игроков {{brand}}: регистрация и верификация, пополнение и вывод средств, честность игр, ответственная игра и безопасность счёта.',
      keywords:
        '{{brand}} FAQ, вопросы и ответы, вывод средств, верификация, provably fair, ответственная игра',
      h1: 'Вопросы и ответы',
      text: [
        'В этом разделе мы собрали ответы на вопросы, которые игроки {{brand}} задают чаще всего: как создать и подтвердить счёт, как пополнить его и вывести выигрыш, как проверить честность игры и как защитить свои данные.',
        'Мы регулярно дополняем ответы, как только на сайте появляется что-то новое. Если вы не нашли нужной информации, напишите в службу поддержки — она работает круглосуточно и поможет разобраться в любом вопросе.',
      ].join('\n\n'),
    },
    en: {
      title: 'Questions and answers — {{brand}}',
      description:
        'Answers to the questions {{brand}} players ask most: sign-up and verification, deposits and withdrawals, fair games, responsible play and account security.',
      keywords:
        '{{brand}} FAQ, questions and answers, withdrawals, verification, provably fair, responsible gambling',
      h1: 'Questions and answers',
      text: [
        'This section answers the questions {{brand}} players ask most often: how to open and verify an account, how to deposit and withdraw, how to check that a game is fair and how to keep your data safe.',
        'We keep these answers up to date whenever something new arrives on the site. If you cannot find what you need, write to our support team: it works around the clock and will help with any question.',
      ].join('\n\n'),
    },
  },
  payload: {
    uk: {
      intro:
        'Коротко й по суті про рахунок, платежі, чесність ігор і безпеку. Не знайшли відповіді? Служба підтримки на зв’язку цілодобово.',
      groups: faqGroupHeadings({
        account: 'Рахунок і реєстрація',
        payments: 'Поповнення та виведення',
        games: 'Ігри та чесність',
        'responsible-play': 'Відповідальна гра',
        security: 'Безпека',
      }),
    },
    ru: {
      intro:
        'Коротко и по делу о счёте, платежах, честности игр и безопасности. Не нашли ответа? Служба поддержки на связи круглосуточно.',
      groups: faqGroupHeadings({
        account: 'Счёт и регистрация',
        payments: 'Пополнение и вывод',
        games: 'Игры и честность',
        'responsible-play': 'Ответственная игра',
        security: 'Безопасность',
      }),
    },
    en: {
      intro:
        'Short, straight answers about your account, payments, fair games and security. Still stuck? Our support team is here around the clock.',
      groups: faqGroupHeadings({
        account: 'Account and sign-up',
        payments: 'Deposits and withdrawals',
        games: 'Games and fairness',
        'responsible-play': 'Responsible play',
        security: 'Security',
      }),
    },
  },
});
