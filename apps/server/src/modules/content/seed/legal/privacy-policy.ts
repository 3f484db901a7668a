import { contacts, EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** The privacy policy: what personal data the operator processes, why, for how long, and the player's rights. */
export function privacyPolicyText(op: LegalOperator): LegalText {
  const privacy = (label: string) =>
    contacts({ label, value: op.privacyEmail, href: `mailto:${op.privacyEmail}` });
  return {
    seo: {
      uk: {
        title: 'Політика конфіденційності {{brand}}',
        description:
          'Які персональні дані обробляє {{brand}}, з якою метою та як довго, кому їх передаємо і як скористатися своїми правами.',
        h1: 'Політика конфіденційності',
      },
      ru: {
        title: 'Политика конфиденциальности {{brand}}',
        description:
          'Какие персональные данные обрабатывает {{brand}}, с какой целью и как долго, кому мы их передаём и как воспользоваться своими правами.',
        h1: 'Политика конфиденциальности',
      },
      en: {
        title: '{{brand}} privacy policy',
        description:
          'What personal data {{brand}} processes, why and for how long, who we share it with and how to exercise your rights.',
        h1: 'Privacy policy',
      },
    },
    payload: {
      uk: {
        intro: `Володільцем ваших персональних даних є ${op.name} (код ЄДРПОУ ${op.registerCode}, ${op.address.uk}). Ми обробляємо дані відповідно до Закону України «Про захист персональних даних» і лише в обсязі, потрібному для надання послуг і виконання вимог закону.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'data',
            'Які дані ми збираємо',
            list(
              'Дані реєстрації: ім’я, дата народження, e-mail, номер телефону, адреса.',
              'Документи для перевірки особи та, за потреби, джерела коштів.',
              'Платіжні дані: операції, маски карток і реквізити рахунків (повні номери карток зберігає платіжний провайдер).',
              'Ігрова історія: ставки, виграші, бонуси, ліміти й самообмеження.',
              'Технічні дані: IP-адреса, тип пристрою й браузера, файли cookie (див. Політику cookie).',
            ),
          ),
          section(
            'purposes',
            'Навіщо ми їх обробляємо',
            list(
              'Щоб відкрити й вести ваш рахунок, приймати ставки та виплачувати виграші.',
              'Щоб перевірити вік і особу, запобігти шахрайству та відмиванню коштів.',
              'Щоб виконувати вимоги регулятора й податкового законодавства.',
              'Щоб захищати гравців: ліміти, самообмеження, перевірка Реєстру.',
              'Щоб надсилати пропозиції — лише з вашої згоди, яку можна відкликати в профілі.',
            ),
          ),
          section(
            'sharing',
            'Кому ми передаємо дані',
            paragraph(
              'Платіжним провайдерам і банкам — для проведення платежів; постачальникам ігор — у знеособленому вигляді для проведення раундів; сервісам перевірки особи; державним органам — лише на законних підставах. Ми не продаємо персональні дані.',
            ),
          ),
          section(
            'retention',
            'Як довго зберігаємо',
            paragraph(
              'Дані рахунку й операцій зберігаються протягом дії рахунку та ще 5 років після його закриття, як вимагає законодавство про фінансовий моніторинг. Решту даних видаляємо або знеособлюємо, щойно мета обробки досягнута.',
            ),
          ),
          section(
            'rights',
            'Ваші права',
            list(
              'Знати, які ваші дані ми обробляємо, і отримати їх копію.',
              'Виправити неточні дані.',
              'Відкликати згоду на маркетинг.',
              'Вимагати видалення даних, якщо закон не зобов’язує нас їх зберігати.',
              'Поскаржитися Уповноваженому Верховної Ради України з прав людини.',
            ),
          ),
          section(
            'security',
            'Захист даних',
            paragraph(
              'Зв’язок із сайтом зашифровано, паролі зберігаються лише у вигляді стійкого хешу, доступ працівників до даних обмежено й журналюється.',
            ),
          ),
          section(
            'contact',
            'Контакти з питань даних',
            privacy('Відповідальний за захист персональних даних'),
          ),
        ],
      },
      ru: {
        intro: `Владельцем ваших персональных данных является ${op.name} (код ЕГРПОУ ${op.registerCode}, ${op.address.ru}). Мы обрабатываем данные в соответствии с Законом Украины «О защите персональных данных» и только в объёме, необходимом для оказания услуг и выполнения требований закона.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'data',
            'Какие данные мы собираем',
            list(
              'Данные регистрации: имя, дата рождения, e-mail, номер телефона, адрес.',
              'Документы для проверки личности и, при необходимости, источника средств.',
              'Платёжные данные: операции, маски карт и реквизиты счетов (полные номера карт хранит платёжный провайдер).',
              'Игровая история: ставки, выигрыши, бонусы, лимиты и самоограничения.',
              'Технические данные: IP-адрес, тип устройства и браузера, файлы cookie (см. Политику cookie).',
            ),
          ),
          section(
            'purposes',
            'Зачем мы их обрабатываем',
            list(
              'Чтобы открыть и вести ваш счёт, принимать ставки и выплачивать выигрыши.',
              'Чтобы проверить возраст и личность, предотвратить мошенничество и отмывание средств.',
              'Чтобы выполнять требования регулятора и налогового законодательства.',
              'Чтобы защищать игроков: лимиты, самоограничение, проверка Реестра.',
              'Чтобы присылать предложения — только с вашего согласия, которое можно отозвать в профиле.',
            ),
          ),
          section(
            'sharing',
            'Кому мы передаём данные',
            paragraph(
              'Платёжным провайдерам и банкам — для проведения платежей; поставщикам игр — в обезличенном виде для проведения раундов; сервисам проверки личности; государственным органам — только на законных основаниях. Мы не продаём персональные данные.',
            ),
          ),
          section(
            'retention',
            'Как долго храним',
            paragraph(
              'Данные счёта и операций хранятся в течение действия счёта и ещё 5 лет после его закрытия, как требует законодательство о финансовом мониторинге. Остальные данные удаляем или обезличиваем, как только цель обработки достигнута.',
            ),
          ),
          section(
            'rights',
            'Ваши права',
            list(
              'Знать, какие ваши данные мы обрабатываем, и получить их копию.',
              'Исправить неточные данные.',
              'Отозвать согласие на маркетинг.',
              'Требовать удаления данных, если закон не обязывает нас их хранить.',
              'Пожаловаться Уполномоченному Верховной Рады Украины по правам человека.',
            ),
          ),
          section(
            'security',
            'Защита данных',
            paragraph(
              'Связь с сайтом зашифрована, пароли хранятся только в виде стойкого хеша, доступ сотрудников к данным ограничен и журналируется.',
            ),
          ),
          section(
            'contact',
            'Контакты по вопросам данных',
            privacy('Ответственный за защиту персональных данных'),
          ),
        ],
      },
      en: {
        intro: `The controller of your personal data is ${op.name} (company register code ${op.registerCode}, ${op.address.en}). We process data under the Law of Ukraine on Personal Data Protection, and only as far as we need to provide our services and meet the law’s requirements.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'data',
            'What we collect',
            list(
              'Registration details: name, date of birth, e-mail, phone number, address.',
              'Documents to verify your identity and, where needed, your source of funds.',
              'Payment data: transactions, masked card numbers and account details (full card numbers stay with the payment provider).',
              'Game history: stakes, wins, bonuses, limits and exclusions.',
              'Technical data: IP address, device and browser type, cookies (see the cookie policy).',
            ),
          ),
          section(
            'purposes',
            'Why we process it',
            list(
              'To open and run your account, accept stakes and pay winnings.',
              'To verify your age and identity and prevent fraud and money laundering.',
              'To meet the requirements of the regulator and tax law.',
              'To protect players: limits, exclusions, checks against the Register.',
              'To send offers — only with your consent, which you can withdraw on your profile.',
            ),
          ),
          section(
            'sharing',
            'Who we share it with',
            paragraph(
              'Payment providers and banks, to make payments; game providers, pseudonymised, to run rounds; identity verification services; public authorities, only where the law allows. We never sell personal data.',
            ),
          ),
          section(
            'retention',
            'How long we keep it',
            paragraph(
              'Account and transaction data is kept while the account is open and for 5 years after it closes, as financial monitoring law requires. Other data is deleted or anonymised once its purpose is met.',
            ),
          ),
          section(
            'rights',
            'Your rights',
            list(
              'To know what data of yours we process and to receive a copy.',
              'To have inaccurate data corrected.',
              'To withdraw your consent to marketing.',
              'To have data deleted where the law does not oblige us to keep it.',
              'To complain to the Ukrainian Parliament Commissioner for Human Rights.',
            ),
          ),
          section(
            'security',
            'How we protect it',
            paragraph(
              'Connections to the site are encrypted, passwords are stored only as a strong hash, and staff access to data is limited and logged.',
            ),
          ),
          section('contact', 'Data protection contact', privacy('Data protection officer')),
        ],
      },
    },
  };
}
