import type { FaqText, Localized } from '../../content.schema.ts';

export const securityFaq: Localized<FaqText>[] = [
  {
    uk: {
      question: 'Чи має {{brand}} ліцензію?',
      answer:
        'Так. {{brand}} працює на підставі ліцензії; її номер і дані оператора вказано внизу кожної сторінки сайту.',
    },
    ru: {
      question: 'Есть ли у {{brand}} лицензия?',
      answer:
        'Да. {{brand}} работает на основании лицензии; её номер и данные оператора указаны внизу каждой страницы сайта.',
    },
    en: {
      question: 'Is {{brand}} licensed?',
      answer:
        'Yes. {{brand}} operates under a licence; its number and the operator’s details are shown at the bottom of every page.',
    },
  },
  {
    uk: {
      question: 'Як ви захищаєте мої дані?',
      answer:
        'З’єднання з сайтом зашифроване, паролі зберігаються лише у вигляді стійкого хешу, а доступ до персональних даних мають тільки ті працівники, кому він потрібен для роботи. Ми не продаємо ваші дані й не передаємо їх третім особам для реклами.',
    },
    ru: {
      question: 'Как вы защищаете мои данные?',
      answer:
        'Соединение с сайтом зашифровано, пароли хранятся только в виде стойкого хеша, а доступ к персональным данным есть лишь у тех сотрудников, кому он нужен для работы. Мы не продаём ваши данные и не передаём их третьим лицам для рекламы.',
    },
    en: {
      question: 'How do you protect my data?',
      answer:
        'Your connection to the site is encrypted, passwords are stored only as strong hashes, and personal data is open only to the staff who need it for their work. We never sell your data or share it with third parties for advertising.',
    },
  },
  {
    uk: {
      question: 'Як захистити свій рахунок?',
      answer:
        'Використовуйте унікальний складний пароль і нікому його не повідомляйте. Виходьте з рахунку на чужих і спільних пристроях. Отримали підозрілий лист чи повідомлення від нашого імені — перевірте адресу сайту й напишіть у підтримку.',
    },
    ru: {
      question: 'Как защитить свой счёт?',
      answer:
        'Используйте уникальный сложный пароль и никому его не сообщайте. Выходите из счёта на чужих и общих устройствах. Получили подозрительное письмо или сообщение от нашего имени — проверьте адрес сайта и напишите в поддержку.',
    },
    en: {
      question: 'How do I keep my account safe?',
      answer:
        'Use a unique, strong password and never share it. Sign out on other people’s and shared devices. If you receive a suspicious e-mail or message in our name, check the site address and contact support.',
    },
  },
  {
    uk: {
      question: 'Чи може підтримка запитати мій пароль?',
      answer:
        'Ніколи. Працівники {{brand}} не запитують пароль, коди підтвердження чи повні дані платіжної картки. Якщо хтось просить про це від нашого імені, це шахраї: не відповідайте й повідомте нам.',
    },
    ru: {
      question: 'Может ли поддержка спросить мой пароль?',
      answer:
        'Никогда. Сотрудники {{brand}} не спрашивают пароль, коды подтверждения или полные данные платёжной карты. Если кто-то просит об этом от нашего имени, это мошенники: не отвечайте и сообщите нам.',
    },
    en: {
      question: 'Will support ever ask for my password?',
      answer:
        'Never. {{brand}} staff never ask for your password, confirmation codes or full card details. Anyone asking for them in our name is a fraudster: do not reply, and let us know.',
    },
  },
  {
    uk: {
      question: 'Що робити, якщо я помітив підозрілу активність?',
      answer:
        'Одразу змініть пароль і напишіть у службу підтримки. Ми тимчасово заблокуємо рахунок, перевіримо входи та операції й допоможемо безпечно відновити доступ.',
    },
    ru: {
      question: 'Что делать, если я заметил подозрительную активность?',
      answer:
        'Сразу смените пароль и напишите в службу поддержки. Мы временно заблокируем счёт, проверим входы и операции и поможем безопасно восстановить доступ.',
    },
    en: {
      question: 'What if I notice suspicious activity?',
      answer:
        'Change your password straight away and contact support. We will temporarily lock the account, review the sign-ins and transactions, and help you regain access safely.',
    },
  },
];
