import { documentDate, EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** The general terms and conditions: the agreement a player accepts at registration. */
export function termsText(op: LegalOperator): LegalText {
  const licence = `№ ${op.licence.number}`;
  return {
    seo: {
      uk: {
        title: 'Правила та умови {{brand}}',
        description: `Загальні умови користування онлайн-казино {{brand}}: реєстрація, рахунок, депозити й виплати, бонуси, обмеження та відповідальність. Оператор — ${op.name}.`,
        h1: 'Правила та умови',
      },
      ru: {
        title: 'Правила и условия {{brand}}',
        description: `Общие условия пользования онлайн-казино {{brand}}: регистрация, счёт, депозиты и выплаты, бонусы, ограничения и ответственность. Оператор — ${op.name}.`,
        h1: 'Правила и условия',
      },
      en: {
        title: '{{brand}} terms and conditions',
        description: `The general terms of the {{brand}} online casino: registration, account, deposits and withdrawals, bonuses, restrictions and liability. Operated by ${op.name}.`,
        h1: 'Terms and conditions',
      },
    },
    payload: {
      uk: {
        intro: `Ці правила — договір між вами та ${op.name}, оператором {{brand}}. Реєструючись і граючи, ви погоджуєтеся з ними, тож прочитайте їх уважно.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            '1. Оператор',
            paragraph(
              `Сайт {{brand}} належить ${op.name} (код ЄДРПОУ ${op.registerCode}, адреса: ${op.address.uk}), що провадить діяльність з організації та проведення азартних ігор казино в мережі Інтернет на підставі ліцензії КРАІЛ ${licence} від ${documentDate(op.licence.issued)}.`,
            ),
          ),
          section(
            'eligibility',
            '2. Хто може грати',
            list(
              'Вам виповнилося 18 років, і ви дієздатні.',
              'Ви не внесені до Реєстру осіб, яким обмежено доступ до гральних закладів та/або участь в азартних іграх.',
              'Ви граєте від власного імені, власними коштами й не в інтересах третіх осіб.',
              'Ви не працюєте в органах державної влади на посадах, яким закон забороняє участь в азартних іграх.',
            ),
            paragraph(
              'Ми перевіряємо вік і особу гравця; якщо з’ясується, що гравцю немає 18 років, рахунок закривається, а внесені кошти повертаються без виграшів.',
            ),
          ),
          section(
            'account',
            '3. Рахунок гравця',
            paragraph(
              'Кожна особа може мати лише один рахунок. Дані під час реєстрації мають бути правдивими й актуальними; ви зобов’язані оновлювати їх у профілі. Ви відповідаєте за збереження пароля й за дії, виконані з вашого рахунку.',
            ),
            paragraph(
              'Ми можемо попросити документи для підтвердження особи, адреси чи джерела коштів (див. Політику AML/KYC). До завершення перевірки виплати можуть бути призупинені.',
            ),
          ),
          section(
            'payments',
            '4. Депозити та виплати',
            list(
              'Рахунок ведеться в гривнях; мінімальні й максимальні суми показує каса.',
              'Поповнювати рахунок і отримувати виплати можна лише платіжними засобами, що належать вам.',
              'Виплата здійснюється на той самий засіб, яким вносився депозит, якщо це можливо.',
              'Кошти, внесені без ігрової активності, можуть бути повернуті лише на засіб, з якого надійшли.',
              'Податок на доходи фізичних осіб і військовий збір з виграшу утримуються згідно з Податковим кодексом України.',
            ),
          ),
          section(
            'games',
            '5. Ігри та ставки',
            paragraph(
              'Ставка приймається, коли її списано з рахунку; результат раунду визначає сертифікований генератор випадкових чисел. Правила, виплати й RTP кожної гри наведено на її сторінці. У разі технічного збою незавершений раунд завершується або скасовується з поверненням ставки згідно з правилами гри.',
            ),
          ),
          section(
            'bonuses',
            '6. Бонуси',
            paragraph(
              'Кожен бонус має власні умови: вейджер, строк дії, максимальну ставку та ігри, що враховуються. Умови показано до активації бонусу. Зловживання бонусами, зокрема кілька рахунків однієї особи, є підставою для скасування бонусу та виграшів, отриманих з його допомогою.',
            ),
          ),
          section(
            'responsible',
            '7. Відповідальна гра',
            paragraph(
              'У профілі можна встановити ліміти депозитів, програшів, ставок і часу, взяти тайм-аут або самообмежитися. Зменшення ліміту діє одразу, збільшення — через 24 години.',
            ),
          ),
          section(
            'restrictions',
            '8. Обмеження та закриття рахунку',
            paragraph(
              'Ми можемо обмежити або закрити рахунок у разі шахрайства, відмивання коштів, порушення цих правил, використання кількох рахунків або вимоги закону. Чесно виграні кошти, що належать гравцю, виплачуються після перевірки, якщо закон не вимагає іншого.',
            ),
          ),
          section(
            'liability',
            '9. Відповідальність',
            paragraph(
              'Ми не відповідаємо за збитки через збої зв’язку чи обладнання гравця, а також через дії третіх осіб, які отримали доступ до рахунку з вини гравця. Ніщо в цих правилах не обмежує прав, які вам гарантує закон про захист прав споживачів.',
            ),
          ),
          section(
            'changes',
            '10. Зміни правил і спори',
            paragraph(
              'Про суттєві зміни ми повідомляємо на сайті щонайменше за 7 днів. Правила регулюються законодавством України. Скарги розглядаються за процедурою, описаною на сторінці «Скарги»; ви також можете звернутися до регулятора або до суду.',
            ),
          ),
        ],
      },
      ru: {
        intro: `Эти правила — договор между вами и ${op.name}, оператором {{brand}}. Регистрируясь и играя, вы соглашаетесь с ними, поэтому прочитайте их внимательно.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            '1. Оператор',
            paragraph(
              `Сайт {{brand}} принадлежит ${op.name} (код ЕГРПОУ ${op.registerCode}, адрес: ${op.address.ru}), которое ведёт деятельность по организации и проведению азартных игр казино в сети Интернет на основании лицензии КРАИЛ ${licence} от ${documentDate(op.licence.issued)}.`,
            ),
          ),
          section(
            'eligibility',
            '2. Кто может играть',
            list(
              'Вам исполнилось 18 лет, и вы дееспособны.',
              'Вы не внесены в Реестр лиц, которым ограничен доступ к игорным заведениям и/или участие в азартных играх.',
              'Вы играете от своего имени, на собственные средства и не в интересах третьих лиц.',
              'Вы не занимаете государственных должностей, которым закон запрещает участие в азартных играх.',
            ),
            paragraph(
              'Мы проверяем возраст и личность игрока; если выяснится, что игроку нет 18 лет, счёт закрывается, а внесённые средства возвращаются без выигрышей.',
            ),
          ),
          section(
            'account',
            '3. Счёт игрока',
            paragraph(
              'Каждое лицо может иметь только один счёт. Данные при регистрации должны быть правдивыми и актуальными; вы обязаны обновлять их в профиле. Вы отвечаете за сохранность пароля и за действия, совершённые с вашего счёта.',
            ),
            paragraph(
              'Мы можем запросить документы для подтверждения личности, адреса или источника средств (см. Политику AML/KYC). До завершения проверки выплаты могут быть приостановлены.',
            ),
          ),
          section(
            'payments',
            '4. Депозиты и выплаты',
            list(
              'Счёт ведётся в гривнах; минимальные и максимальные суммы показывает касса.',
              'Пополнять счёт и получать выплаты можно только платёжными средствами, принадлежащими вам.',
              'Выплата производится на то же средство, которым вносился депозит, если это возможно.',
              'Средства, внесённые без игровой активности, могут быть возвращены только на средство, с которого поступили.',
              'Налог на доходы физических лиц и военный сбор с выигрыша удерживаются согласно Налоговому кодексу Украины.',
            ),
          ),
          section(
            'games',
            '5. Игры и ставки',
            paragraph(
              'Ставка принимается, когда она списана со счёта; результат раунда определяет сертифицированный генератор случайных чисел. Правила, выплаты и RTP каждой игры приведены на её странице. При техническом сбое незавершённый раунд завершается или отменяется с возвратом ставки согласно правилам игры.',
            ),
          ),
          section(
            'bonuses',
            '6. Бонусы',
            paragraph(
              'У каждого бонуса свои условия: вейджер, срок действия, максимальная ставка и учитываемые игры. Условия показаны до активации бонуса. Злоупотребление бонусами, в том числе несколько счетов одного лица, — основание для отмены бонуса и полученных с его помощью выигрышей.',
            ),
          ),
          section(
            'responsible',
            '7. Ответственная игра',
            paragraph(
              'В профиле можно установить лимиты депозитов, проигрышей, ставок и времени, взять тайм-аут или самоограничиться. Уменьшение лимита действует сразу, увеличение — через 24 часа.',
            ),
          ),
          section(
            'restrictions',
            '8. Ограничения и закрытие счёта',
            paragraph(
              'Мы можем ограничить или закрыть счёт при мошенничестве, отмывании средств, нарушении этих правил, использовании нескольких счетов или по требованию закона. Честно выигранные средства игрока выплачиваются после проверки, если закон не требует иного.',
            ),
          ),
          section(
            'liability',
            '9. Ответственность',
            paragraph(
              'Мы не отвечаем за убытки из-за сбоев связи или оборудования игрока, а также из-за действий третьих лиц, получивших доступ к счёту по вине игрока. Ничто в этих правилах не ограничивает прав, которые вам гарантирует закон о защите прав потребителей.',
            ),
          ),
          section(
            'changes',
            '10. Изменения правил и споры',
            paragraph(
              'О существенных изменениях мы сообщаем на сайте не менее чем за 7 дней. Правила регулируются законодательством Украины. Жалобы рассматриваются по процедуре, описанной на странице «Жалобы»; вы также можете обратиться к регулятору или в суд.',
            ),
          ),
        ],
      },
      en: {
        intro: `These terms are the agreement between you and ${op.name}, the operator of {{brand}}. By registering and playing you accept them, so please read them carefully.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            '1. The operator',
            paragraph(
              `{{brand}} is run by ${op.name} (Ukrainian company register code ${op.registerCode}, address: ${op.address.en}), which organises and conducts online casino games under licence ${licence} issued by the Ukrainian gambling regulator (KRAIL) on ${documentDate(op.licence.issued)}.`,
            ),
          ),
          section(
            'eligibility',
            '2. Who may play',
            list(
              'You are 18 or older and have full legal capacity.',
              'You are not listed in the Register of persons restricted from gambling establishments and/or gambling.',
              'You play in your own name, with your own money and not on behalf of anyone else.',
              'You do not hold a public office whose holders the law bars from gambling.',
            ),
            paragraph(
              'We check every player’s age and identity; if a player turns out to be under 18, the account is closed and deposits are returned without winnings.',
            ),
          ),
          section(
            'account',
            '3. Your account',
            paragraph(
              'Each person may hold one account only. Your registration details must be true and current, and you must keep them up to date in your profile. You are responsible for keeping your password safe and for what is done with your account.',
            ),
            paragraph(
              'We may ask for documents proving your identity, address or source of funds (see the AML/KYC policy). Withdrawals may be paused until the check is complete.',
            ),
          ),
          section(
            'payments',
            '4. Deposits and withdrawals',
            list(
              'Accounts are kept in hryvnias; the cash desk shows minimum and maximum amounts.',
              'You may deposit and withdraw only with payment methods that belong to you.',
              'Where possible, withdrawals go to the method the deposit was made with.',
              'Money deposited and not played may be returned only to the method it came from.',
              'Personal income tax and military levy on winnings are withheld as the Tax Code of Ukraine requires.',
            ),
          ),
          section(
            'games',
            '5. Games and stakes',
            paragraph(
              'A stake is accepted once it has been taken from your balance; the outcome of a round is decided by a certified random number generator. Each game’s rules, paytable and RTP are on its page. If a technical fault interrupts a round, the round is completed or voided with the stake returned, as the game’s rules say.',
            ),
          ),
          section(
            'bonuses',
            '6. Bonuses',
            paragraph(
              'Every bonus has its own terms: wagering, validity, maximum bet and the games that count. They are shown before you activate the bonus. Bonus abuse, including several accounts held by one person, allows us to cancel the bonus and the winnings made with it.',
            ),
          ),
          section(
            'responsible',
            '7. Responsible gaming',
            paragraph(
              'On your profile you can set deposit, loss, wager and session-time limits, take a time-out or exclude yourself. Lowering a limit applies at once; raising it after 24 hours.',
            ),
          ),
          section(
            'restrictions',
            '8. Restriction and closure',
            paragraph(
              'We may restrict or close an account for fraud, money laundering, breach of these terms, multiple accounts, or where the law requires it. Money a player has fairly won is paid out after checks, unless the law says otherwise.',
            ),
          ),
          section(
            'liability',
            '9. Liability',
            paragraph(
              'We are not liable for losses caused by failures of a player’s connection or device, or by third parties who reach an account through the player’s fault. Nothing in these terms limits the rights consumer protection law gives you.',
            ),
          ),
          section(
            'changes',
            '10. Changes and disputes',
            paragraph(
              'We announce material changes on the site at least 7 days in advance. These terms are governed by the law of Ukraine. Complaints follow the procedure on the Complaints page; you may also turn to the regulator or the courts.',
            ),
          ),
        ],
      },
    },
  };
}
