import type { FaqText, Localized } from '../../content.schema.ts';

export const accountFaq: Localized<FaqText>[] = [
  {
    uk: {
      question: 'Хто може зареєструватися в {{brand}}?',
      answer:
        'Зареєструватися можуть лише повнолітні особи, яким закон їхньої країни дозволяє брати участь в азартних іграх. Кожен гравець може мати тільки один рахунок: повторні реєстрації блокуються, а кошти на них не виплачуються.',
    },
    ru: {
      question: 'Кто может зарегистрироваться в {{brand}}?',
      answer:
        'Зарегистрироваться могут только совершеннолетние, которым закон их страны разрешает участвовать в азартных играх. У каждого игрока может быть только один счёт: повторные регистрации блокируются, а средства на них не выплачиваются.',
    },
    en: {
      question: 'Who can sign up with {{brand}}?',
      answer:
        'Only adults who are allowed to gamble under the law of their country may sign up. Each player may hold one account: duplicate accounts are blocked and no money is paid out from them.',
    },
  },
  {
    uk: {
      question: 'Як створити рахунок?',
      answer:
        'Натисніть «Реєстрація» у верхній частині сторінки, вкажіть електронну пошту або номер телефону й придумайте пароль. Потім підтвердьте контакт за посиланням або кодом, який ми надішлемо, — і рахунок готовий до гри.',
    },
    ru: {
      question: 'Как создать счёт?',
      answer:
        'Нажмите «Регистрация» в верхней части страницы, укажите электронную почту или номер телефона и придумайте пароль. Затем подтвердите контакт по ссылке или коду, который мы пришлём, — и счёт готов к игре.',
    },
    en: {
      question: 'How do I open an account?',
      answer:
        'Press “Register” at the top of the page, enter your e-mail address or phone number and choose a password. Then confirm the contact with the link or code we send you, and your account is ready.',
    },
  },
  {
    uk: {
      question: 'Навіщо підтверджувати особу?',
      answer:
        'Верифікація захищає рахунок від чужого доступу та потрібна за законом перед виведенням коштів. Зазвичай достатньо фото документа, що посвідчує особу; інколи ми можемо попросити додаткові документи. Їх передають захищеним каналом і використовують лише для перевірки.',
    },
    ru: {
      question: 'Зачем подтверждать личность?',
      answer:
        'Верификация защищает счёт от чужого доступа и нужна по закону перед выводом средств. Обычно достаточно фото документа, удостоверяющего личность; иногда мы можем попросить дополнительные документы. Их передают по защищённому каналу и используют только для проверки.',
    },
    en: {
      question: 'Why do I need to verify my identity?',
      answer:
        'Verification keeps other people out of your account and is required by law before a withdrawal. A photo of an identity document is usually enough; occasionally we may ask for more. Documents travel over a secure channel and are used for the check only.',
    },
  },
  {
    uk: {
      question: 'Я забув пароль. Що робити?',
      answer:
        'У вікні входу натисніть «Забули пароль?» і вкажіть пошту або телефон, прив’язані до рахунку. Ми надішлемо посилання для встановлення нового пароля. Посилання діє обмежений час, тож скористайтеся ним одразу.',
    },
    ru: {
      question: 'Я забыл пароль. Что делать?',
      answer:
        'В окне входа нажмите «Забыли пароль?» и укажите почту или телефон, привязанные к счёту. Мы пришлём ссылку для установки нового пароля. Ссылка действует ограниченное время, поэтому воспользуйтесь ею сразу.',
    },
    en: {
      question: 'I forgot my password. What should I do?',
      answer:
        'In the sign-in window press “Forgot password?” and enter the e-mail or phone linked to your account. We will send you a link to set a new password. The link expires after a while, so use it straight away.',
    },
  },
  {
    uk: {
      question: 'Як змінити телефон або електронну пошту?',
      answer:
        'Контактні дані можна змінити в профілі. З міркувань безпеки зміну потрібно підтвердити кодом, а якщо старий контакт уже недоступний — напишіть у службу підтримки, і ми допоможемо.',
    },
    ru: {
      question: 'Как изменить телефон или электронную почту?',
      answer:
        'Контактные данные можно изменить в профиле. В целях безопасности изменение нужно подтвердить кодом, а если старый контакт уже недоступен — напишите в службу поддержки, и мы поможем.',
    },
    en: {
      question: 'How do I change my phone number or e-mail?',
      answer:
        'You can change your contact details in your profile. For your security the change is confirmed with a code; if you no longer have access to the old contact, write to support and we will help.',
    },
  },
  {
    uk: {
      question: 'Як закрити рахунок?',
      answer:
        'Напишіть у службу підтримки з контакту, прив’язаного до рахунку. Якщо ви хочете закрити рахунок, щоб обмежити гру, оберіть самовиключення: воно надійніше, бо не дозволить повернутися до гри до кінця обраного строку.',
    },
    ru: {
      question: 'Как закрыть счёт?',
      answer:
        'Напишите в службу поддержки с контакта, привязанного к счёту. Если вы хотите закрыть счёт, чтобы ограничить игру, выберите самоисключение: оно надёжнее, потому что не позволит вернуться к игре до конца выбранного срока.',
    },
    en: {
      question: 'How do I close my account?',
      answer:
        'Write to support from the contact linked to your account. If you want to close it to cut down on gambling, choose self-exclusion instead: it is more reliable, because it keeps you from returning until the chosen period ends.',
    },
  },
];
