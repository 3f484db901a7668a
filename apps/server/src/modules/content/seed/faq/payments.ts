import type { FaqText, Localized } from '../../content.schema.ts';

export const paymentsFaq: Localized<FaqText>[] = [
  {
    uk: {
      question: 'Як поповнити рахунок?',
      answer:
        'Відкрийте касу, оберіть зручний спосіб оплати, вкажіть суму й підтвердіть платіж. Кошти зараховуються, щойно платіжна система підтвердить оплату. Мінімальну й максимальну суму для кожного способу показано в касі.',
    },
    ru: {
      question: 'Как пополнить счёт?',
      answer:
        'Откройте кассу, выберите удобный способ оплаты, укажите сумму и подтвердите платёж. Средства зачисляются, как только платёжная система подтвердит оплату. Минимальная и максимальная сумма для каждого способа указаны в кассе.',
    },
    en: {
      question: 'How do I make a deposit?',
      answer:
        'Open the cashier, pick a payment method, enter the amount and confirm. The money is credited as soon as the payment provider confirms the payment. The minimum and maximum for each method are shown in the cashier.',
    },
  },
  {
    uk: {
      question: 'Як вивести виграш?',
      answer:
        'У касі оберіть «Виведення», спосіб і суму. Кошти надсилаємо тим самим способом, яким ви поповнювали рахунок, — так ми захищаємо вас від шахраїв. Перед першим виведенням може знадобитися верифікація.',
    },
    ru: {
      question: 'Как вывести выигрыш?',
      answer:
        'В кассе выберите «Вывод», способ и сумму. Средства отправляем тем же способом, которым вы пополняли счёт, — так мы защищаем вас от мошенников. Перед первым выводом может понадобиться верификация.',
    },
    en: {
      question: 'How do I withdraw my winnings?',
      answer:
        'In the cashier choose “Withdraw”, a method and the amount. We send the money back the same way you deposited, which protects you from fraud. Your first withdrawal may require identity verification.',
    },
  },
  {
    uk: {
      question: 'Скільки триває виведення?',
      answer:
        'Заявки розглядаємо щодня, без вихідних, у порядку черги. Після схвалення строк зарахування залежить від платіжної системи та банку-отримувача. Поки заявка чекає на розгляд, сума зарезервована й не бере участі в грі.',
    },
    ru: {
      question: 'Сколько длится вывод?',
      answer:
        'Заявки рассматриваем ежедневно, без выходных, в порядке очереди. После одобрения срок зачисления зависит от платёжной системы и банка-получателя. Пока заявка ждёт рассмотрения, сумма зарезервирована и не участвует в игре.',
    },
    en: {
      question: 'How long does a withdrawal take?',
      answer:
        'We review requests every day, weekends included, in the order they arrive. Once approved, the time to arrive depends on the payment provider and your bank. While a request waits for review, its amount is set aside and cannot be played.',
    },
  },
  {
    uk: {
      question: 'Чи можна скасувати заявку на виведення?',
      answer:
        'Так, поки заявка очікує на розгляд, її можна скасувати в касі — сума одразу повернеться на ігровий рахунок. Після схвалення заявку скасувати вже не можна.',
    },
    ru: {
      question: 'Можно ли отменить заявку на вывод?',
      answer:
        'Да, пока заявка ожидает рассмотрения, её можно отменить в кассе — сумма сразу вернётся на игровой счёт. После одобрения отменить заявку уже нельзя.',
    },
    en: {
      question: 'Can I cancel a withdrawal request?',
      answer:
        'Yes. While the request is waiting for review you can cancel it in the cashier, and the amount returns to your balance at once. After approval a request can no longer be cancelled.',
    },
  },
  {
    uk: {
      question: 'Чи є комісія за платежі?',
      answer:
        'Якщо за платіж стягується комісія, каса показує її до підтвердження, тож ви завжди бачите остаточну суму. Ваш банк або платіжна система можуть мати власні тарифи — уточнюйте їх у своєму банку.',
    },
    ru: {
      question: 'Есть ли комиссия за платежи?',
      answer:
        'Если за платёж взимается комиссия, касса показывает её до подтверждения, поэтому вы всегда видите итоговую сумму. У вашего банка или платёжной системы могут быть собственные тарифы — уточняйте их в своём банке.',
    },
    en: {
      question: 'Are there any payment fees?',
      answer:
        'If a payment carries a fee, the cashier shows it before you confirm, so you always see the final amount. Your bank or payment provider may charge its own fees; check them with your bank.',
    },
  },
  {
    uk: {
      question: 'Навіщо вказувати ІПН?',
      answer:
        'Для рахунків у гривнях закон вимагає вказати реєстраційний номер облікової картки платника податків (ІПН) перед виплатою виграшу. Номер потрібно ввести один раз — далі ми використовуємо його автоматично.',
    },
    ru: {
      question: 'Зачем указывать ИНН?',
      answer:
        'Для счетов в гривнах закон требует указать регистрационный номер учётной карточки налогоплательщика (ИНН) перед выплатой выигрыша. Номер нужно ввести один раз — дальше мы используем его автоматически.',
    },
    en: {
      question: 'Why do I need to enter a tax ID?',
      answer:
        'For accounts in hryvnias the law requires your taxpayer registration number before winnings are paid out. You enter it once, and we use it automatically from then on.',
    },
  },
];
