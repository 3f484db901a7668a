import type { FaqText, Localized } from '../../content.schema.ts';

export const gamesFaq: Localized<FaqText>[] = [
  {
    uk: {
      question: 'Як переконатися, що ігри чесні?',
      answer:
        'Результат кожного раунду визначає криптографічно стійкий генератор випадкових чисел, на який не можуть вплинути ні гравці, ні оператор. А в іграх із доказовою чесністю кожен раунд можна перевірити самостійно.',
    },
    ru: {
      question: 'Как убедиться, что игры честные?',
      answer:
        'Результат каждого раунда определяет криптографически стойкий генератор случайных чисел, на который не могут повлиять ни игроки, ни оператор. А в играх с доказуемой честностью каждый раунд можно проверить самостоятельно.',
    },
    en: {
      question: 'How can I be sure the games are fair?',
      answer:
        'Every round is decided by a cryptographically secure random number generator that neither players nor the operator can influence. In provably fair games you can also check each round yourself.',
    },
  },
  {
    uk: {
      question: 'Що таке доказова чесність (provably fair)?',
      answer:
        'До початку раунду ви бачите хеш серверного ключа — цифровий відбиток, який неможливо підробити. Результат обчислюється із серверного ключа, вашого клієнтського ключа та номера ставки. Після раунду ми розкриваємо серверний ключ, і ви можете переконатися, що його хеш збігається з показаним заздалегідь, а результат обчислено правильно.',
    },
    ru: {
      question: 'Что такое доказуемая честность (provably fair)?',
      answer:
        'До начала раунда вы видите хеш серверного ключа — цифровой отпечаток, который невозможно подделать. Результат вычисляется из серверного ключа, вашего клиентского ключа и номера ставки. После раунда мы раскрываем серверный ключ, и вы можете убедиться, что его хеш совпадает с показанным заранее, а результат вычислен правильно.',
    },
    en: {
      question: 'What does provably fair mean?',
      answer:
        'Before a round starts you see the hash of the server seed — a digital fingerprint that cannot be forged. The result is computed from the server seed, your client seed and the bet number. After the round we reveal the server seed, so you can check that its hash matches the one shown in advance and that the result was computed correctly.',
    },
  },
  {
    uk: {
      question: 'Що означає RTP?',
      answer:
        'RTP (return to player) — теоретична частка ставок, яку гра повертає гравцям на дуже великій кількості раундів. RTP 96 % означає, що в довгостроковій перспективі гра повертає в середньому 96 із кожних 100 поставлених гривень. В окремій сесії результат може бути будь-яким: RTP не гарантує виграшу.',
    },
    ru: {
      question: 'Что означает RTP?',
      answer:
        'RTP (return to player) — теоретическая доля ставок, которую игра возвращает игрокам на очень большом количестве раундов. RTP 96 % означает, что в долгосрочной перспективе игра возвращает в среднем 96 из каждых 100 поставленных гривен. В отдельной сессии результат может быть любым: RTP не гарантирует выигрыша.',
    },
    en: {
      question: 'What does RTP mean?',
      answer:
        'RTP (return to player) is the theoretical share of stakes a game pays back to players over a very large number of rounds. An RTP of 96% means that in the long run the game returns on average 96 of every 100 units staked. Any single session can go either way: RTP does not guarantee a win.',
    },
  },
  {
    uk: {
      question: 'Чи можна грати безкоштовно?',
      answer:
        'Багато ігор мають демо-режим: ви граєте на віртуальні кредити й знайомитеся з правилами без ризику. Виграші в демо-режимі не виплачуються, а результати в ньому не впливають на гру на реальні гроші.',
    },
    ru: {
      question: 'Можно ли играть бесплатно?',
      answer:
        'Во многих играх есть демо-режим: вы играете на виртуальные кредиты и знакомитесь с правилами без риска. Выигрыши в демо-режиме не выплачиваются, а результаты в нём не влияют на игру на реальные деньги.',
    },
    en: {
      question: 'Can I play for free?',
      answer:
        'Many games have a demo mode: you play with virtual credits and learn the rules without risk. Demo winnings are not paid out, and demo results have no effect on real-money play.',
    },
  },
  {
    uk: {
      question: 'Що буде, якщо під час гри зникне зв’язок?',
      answer:
        'Результат раунду фіксується на сервері в момент ставки, тож обрив зв’язку на нього не впливає. Коли ви повернетеся, раунд уже буде завершено, а виграш, якщо він є, — зараховано на рахунок.',
    },
    ru: {
      question: 'Что будет, если во время игры пропадёт связь?',
      answer:
        'Результат раунда фиксируется на сервере в момент ставки, поэтому обрыв связи на него не влияет. Когда вы вернётесь, раунд уже будет завершён, а выигрыш, если он есть, — зачислен на счёт.',
    },
    en: {
      question: 'What happens if my connection drops mid-game?',
      answer:
        'The outcome of a round is fixed on the server when the bet is placed, so a lost connection does not change it. When you come back the round will be complete, and any win will already be on your balance.',
    },
  },
];
