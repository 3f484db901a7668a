import { contacts, EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** How a player complains, how long each step takes, and where to go if the answer does not satisfy them. */
export function complaintsText(op: LegalOperator): LegalText {
  const email = (label: string) =>
    contacts({ label, value: op.complaintsEmail, href: `mailto:${op.complaintsEmail}` });
  return {
    seo: {
      uk: {
        title: 'Скарги та звернення {{brand}}',
        description:
          'Як подати скаргу до {{brand}}: що вказати, у які строки ми відповідаємо та куди звернутися, якщо рішення вас не влаштовує.',
        h1: 'Скарги',
      },
      ru: {
        title: 'Жалобы и обращения {{brand}}',
        description:
          'Как подать жалобу в {{brand}}: что указать, в какие сроки мы отвечаем и куда обратиться, если решение вас не устраивает.',
        h1: 'Жалобы',
      },
      en: {
        title: '{{brand}} complaints',
        description:
          'How to complain to {{brand}}: what to include, how quickly we answer, and where to turn if you disagree with our decision.',
        h1: 'Complaints',
      },
    },
    payload: {
      uk: {
        intro:
          'Якщо щось пішло не так, напишіть нам. Кожну скаргу розглядає працівник, не причетний до ситуації, а відповідь ви отримаєте письмово.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'support',
            '1. Служба підтримки',
            paragraph(
              'Більшість питань вирішується в чаті чи листом до служби підтримки за кілька годин. Почніть із неї — це найшвидший шлях.',
            ),
          ),
          section(
            'complaint',
            '2. Офіційна скарга',
            paragraph('Якщо відповідь вас не влаштувала, надішліть скаргу на адресу нижче та вкажіть:'),
            list(
              'логін або e-mail рахунку;',
              'дату й час події, гру чи номер операції;',
              'що сталося і чого ви просите;',
              'знімки екрана, якщо вони є.',
            ),
            email('Відділ розгляду скарг'),
          ),
          section(
            'terms',
            '3. Строки',
            list(
              'Підтвердження отримання — протягом 2 робочих днів.',
              'Рішення — протягом 14 днів; у складних випадках до 30 днів, про що ми повідомимо.',
              'Спірні кошти на час розгляду не списуються й не скасовуються.',
            ),
          ),
          section(
            'escalation',
            '4. Якщо рішення вас не влаштовує',
            paragraph(
              `Ви можете звернутися до Комісії з регулювання азартних ігор та лотерей, яка видала ліцензію ${op.name}, до органів захисту прав споживачів або до суду. Звернення до нас не позбавляє вас цих прав.`,
            ),
          ),
        ],
      },
      ru: {
        intro:
          'Если что-то пошло не так, напишите нам. Каждую жалобу рассматривает сотрудник, не причастный к ситуации, а ответ вы получите письменно.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'support',
            '1. Служба поддержки',
            paragraph(
              'Большинство вопросов решается в чате или письмом в службу поддержки за несколько часов. Начните с неё — это самый быстрый путь.',
            ),
          ),
          section(
            'complaint',
            '2. Официальная жалоба',
            paragraph('Если ответ вас не устроил, отправьте жалобу на адрес ниже и укажите:'),
            list(
              'логин или e-mail счёта;',
              'дату и время события, игру или номер операции;',
              'что произошло и о чём вы просите;',
              'снимки экрана, если они есть.',
            ),
            email('Отдел рассмотрения жалоб'),
          ),
          section(
            'terms',
            '3. Сроки',
            list(
              'Подтверждение получения — в течение 2 рабочих дней.',
              'Решение — в течение 14 дней; в сложных случаях до 30 дней, о чём мы сообщим.',
              'Спорные средства на время рассмотрения не списываются и не аннулируются.',
            ),
          ),
          section(
            'escalation',
            '4. Если решение вас не устраивает',
            paragraph(
              `Вы можете обратиться в Комиссию по регулированию азартных игр и лотерей, выдавшую лицензию ${op.name}, в органы защиты прав потребителей или в суд. Обращение к нам не лишает вас этих прав.`,
            ),
          ),
        ],
      },
      en: {
        intro:
          'If something went wrong, write to us. Every complaint is reviewed by someone who was not involved, and you get a written answer.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'support',
            '1. Support team',
            paragraph(
              'Most questions are settled in the chat or by e-mail to support within a few hours. Start there — it is the quickest way.',
            ),
          ),
          section(
            'complaint',
            '2. A formal complaint',
            paragraph('If the answer did not satisfy you, send a complaint to the address below, including:'),
            list(
              'your account login or e-mail;',
              'the date and time, the game or the transaction number;',
              'what happened and what you are asking for;',
              'screenshots, if you have them.',
            ),
            email('Complaints team'),
          ),
          section(
            'terms',
            '3. Time limits',
            list(
              'We confirm receipt within 2 working days.',
              'We decide within 14 days, or up to 30 days in complex cases, and tell you if so.',
              'Disputed money is neither taken nor cancelled while we review.',
            ),
          ),
          section(
            'escalation',
            '4. If you disagree with our decision',
            paragraph(
              `You may turn to the Commission for the Regulation of Gambling and Lotteries, which licensed ${op.name}, to the consumer protection authorities or to the courts. Complaining to us first does not take away any of these rights.`,
            ),
          ),
        ],
      },
    },
  };
}
