import type { FaqText, Localized } from '../../content.schema.ts';

export const responsiblePlayFaq: Localized<FaqText>[] = [
  {
    uk: {
      question: 'Як встановити ліміти?',
      answer:
        'У розділі відповідальної гри в профілі можна обмежити суму депозитів, ставок або програшу за день, тиждень чи місяць. Зменшений ліміт діє одразу, а збільшений — лише після періоду очікування, щоб рішення не ухвалювалося поспіхом.',
    },
    ru: {
      question: 'Как установить лимиты?',
      answer:
        'В разделе ответственной игры в профиле можно ограничить сумму депозитов, ставок или проигрыша за день, неделю или месяц. Уменьшенный лимит действует сразу, а увеличенный — только после периода ожидания, чтобы решение не принималось второпях.',
    },
    en: {
      question: 'How do I set limits?',
      answer:
        'In the responsible play section of your profile you can cap your deposits, stakes or losses per day, week or month. A lower limit applies at once; a higher one only after a cooling-off period, so the decision is never made in a hurry.',
    },
  },
  {
    uk: {
      question: 'Що таке самовиключення?',
      answer:
        'Самовиключення закриває доступ до гри на обраний строк. Поки воно діє, рахунок не можна поповнити, а ми не надсилаємо рекламних повідомлень. Достроково скасувати самовиключення неможливо — саме тому воно справді допомагає.',
    },
    ru: {
      question: 'Что такое самоисключение?',
      answer:
        'Самоисключение закрывает доступ к игре на выбранный срок. Пока оно действует, счёт нельзя пополнить, а мы не присылаем рекламных сообщений. Досрочно отменить самоисключение невозможно — именно поэтому оно действительно помогает.',
    },
    en: {
      question: 'What is self-exclusion?',
      answer:
        'Self-exclusion closes your access to gambling for the period you choose. While it lasts you cannot deposit, and we send you no marketing. It cannot be lifted early — which is exactly why it works.',
    },
  },
  {
    uk: {
      question: 'Як зрозуміти, що гра виходить з-під контролю?',
      answer:
        'Тривожні ознаки: ви граєте довше або на більші суми, ніж планували, намагаєтеся відігратися, позичаєте гроші на гру, приховуєте її від близьких або дратуєтеся, коли не граєте. Якщо впізнали себе, зробіть перерву й зверніться по допомогу.',
    },
    ru: {
      question: 'Как понять, что игра выходит из-под контроля?',
      answer:
        'Тревожные признаки: вы играете дольше или на большие суммы, чем планировали, пытаетесь отыграться, занимаете деньги на игру, скрываете её от близких или раздражаетесь, когда не играете. Если узнали себя, сделайте перерыв и обратитесь за помощью.',
    },
    en: {
      question: 'How can I tell that gambling is getting out of hand?',
      answer:
        'Warning signs: you play longer or for more money than you planned, chase losses, borrow to gamble, hide it from people close to you, or feel irritable when you are not playing. If this sounds like you, take a break and reach out for help.',
    },
  },
  {
    uk: {
      question: 'Де отримати допомогу?',
      answer:
        'Напишіть у нашу службу підтримки — ми допоможемо налаштувати ліміти або самовиключення. Варто також звернутися до фахівців, які працюють із залежністю від азартних ігор, або до груп взаємодопомоги: розмова з тими, хто розуміє, часто стає першим кроком.',
    },
    ru: {
      question: 'Где получить помощь?',
      answer:
        'Напишите в нашу службу поддержки — мы поможем настроить лимиты или самоисключение. Стоит также обратиться к специалистам, которые работают с зависимостью от азартных игр, или в группы взаимопомощи: разговор с теми, кто понимает, часто становится первым шагом.',
    },
    en: {
      question: 'Where can I get help?',
      answer:
        'Write to our support team and we will help you set limits or self-exclusion. It is also worth talking to specialists in gambling addiction or to a peer support group: a conversation with people who understand is often the first step.',
    },
  },
  {
    uk: {
      question: 'Чи можна заробляти на азартних іграх?',
      answer:
        'Ні. Азартні ігри — це розвага з ризиком утратити гроші, а не спосіб заробітку. Грайте лише на суму, яку готові витратити на дозвілля, і ніколи не намагайтеся відіграти програш.',
    },
    ru: {
      question: 'Можно ли зарабатывать на азартных играх?',
      answer:
        'Нет. Азартные игры — это развлечение с риском потерять деньги, а не способ заработка. Играйте только на сумму, которую готовы потратить на досуг, и никогда не пытайтесь отыграть проигрыш.',
    },
    en: {
      question: 'Can gambling be a way to make money?',
      answer:
        'No. Gambling is entertainment that carries the risk of losing money, not a source of income. Only play with what you are ready to spend on leisure, and never try to win back a loss.',
    },
  },
];
