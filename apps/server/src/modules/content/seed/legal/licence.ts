import {
  contacts,
  documentDate,
  EFFECTIVE_DATE,
  type LegalText,
  list,
  paragraph,
  section,
} from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** The licence and operator details every licensed site must show. */
export function licenceText(op: LegalOperator): LegalText {
  const issued = documentDate(op.licence.issued);
  const email = (label: string) =>
    contacts({ label, value: op.supportEmail, href: `mailto:${op.supportEmail}` });
  return {
    seo: {
      uk: {
        title: 'Ліцензія та оператор {{brand}}',
        description: `{{brand}} — легальне онлайн-казино: ліцензія КРАІЛ № ${op.licence.number} від ${issued}, оператор ${op.name}.`,
        h1: 'Ліцензія та оператор',
      },
      ru: {
        title: 'Лицензия и оператор {{brand}}',
        description: `{{brand}} — легальное онлайн-казино: лицензия КРАИЛ № ${op.licence.number} от ${issued}, оператор ${op.name}.`,
        h1: 'Лицензия и оператор',
      },
      en: {
        title: '{{brand}} licence and operator',
        description: `{{brand}} is a licensed online casino: KRAIL licence No. ${op.licence.number} of ${issued}, operated by ${op.name}.`,
        h1: 'Licence and operator',
      },
    },
    payload: {
      uk: {
        intro:
          '{{brand}} працює легально: оператор має ліцензію на організацію та проведення азартних ігор казино в мережі Інтернет, видану державним регулятором.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            'Оператор',
            list(
              `Найменування: ${op.name}`,
              `Код ЄДРПОУ: ${op.registerCode}`,
              `Місцезнаходження: ${op.address.uk}`,
            ),
          ),
          section(
            'licence',
            'Ліцензія',
            list(
              'Вид діяльності: організація та проведення азартних ігор казино в мережі Інтернет',
              `Номер: № ${op.licence.number}`,
              `Дата видачі: ${issued}`,
              'Орган ліцензування: Комісія з регулювання азартних ігор та лотерей (КРАІЛ)',
            ),
            paragraph(
              'Дані ліцензії можна перевірити в публічному Реєстрі організаторів азартних ігор, який веде регулятор.',
            ),
          ),
          section(
            'obligations',
            'Що це означає для вас',
            list(
              'Ігри працюють на сертифікованому обладнанні й генераторі випадкових чисел.',
              'Гроші гравців обліковуються окремо, виграші виплачуються з утриманням податків за законом.',
              'Грати можуть лише повнолітні, не внесені до Реєстру обмеження доступу.',
              'Діяльність оператора контролює регулятор, до якого можна звернутися зі скаргою.',
            ),
          ),
          section('contact', 'Зв’язок з оператором', email('Служба підтримки')),
        ],
      },
      ru: {
        intro:
          '{{brand}} работает легально: у оператора есть лицензия на организацию и проведение азартных игр казино в сети Интернет, выданная государственным регулятором.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            'Оператор',
            list(
              `Наименование: ${op.name}`,
              `Код ЕГРПОУ: ${op.registerCode}`,
              `Местонахождение: ${op.address.ru}`,
            ),
          ),
          section(
            'licence',
            'Лицензия',
            list(
              'Вид деятельности: организация и проведение азартных игр казино в сети Интернет',
              `Номер: № ${op.licence.number}`,
              `Дата выдачи: ${issued}`,
              'Орган лицензирования: Комиссия по регулированию азартных игр и лотерей (КРАИЛ)',
            ),
            paragraph(
              'Данные лицензии можно проверить в публичном Реестре организаторов азартных игр, который ведёт регулятор.',
            ),
          ),
          section(
            'obligations',
            'Что это значит для вас',
            list(
              'Игры работают на сертифицированном оборудовании и генераторе случайных чисел.',
              'Деньги игроков учитываются отдельно, выигрыши выплачиваются с удержанием налогов по закону.',
              'Играть могут только совершеннолетние, не внесённые в Реестр ограничения доступа.',
              'Деятельность оператора контролирует регулятор, к которому можно обратиться с жалобой.',
            ),
          ),
          section('contact', 'Связь с оператором', email('Служба поддержки')),
        ],
      },
      en: {
        intro:
          '{{brand}} operates legally: its operator holds a licence to organise and conduct online casino games, issued by the state regulator.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'operator',
            'Operator',
            list(
              `Name: ${op.name}`,
              `Company register code (EDRPOU): ${op.registerCode}`,
              `Registered address: ${op.address.en}`,
            ),
          ),
          section(
            'licence',
            'Licence',
            list(
              'Activity: organising and conducting online casino games',
              `Number: No. ${op.licence.number}`,
              `Issued: ${issued}`,
              'Licensing authority: Commission for the Regulation of Gambling and Lotteries of Ukraine (KRAIL)',
            ),
            paragraph(
              'The licence can be checked in the public register of gambling operators kept by the regulator.',
            ),
          ),
          section(
            'obligations',
            'What it means for you',
            list(
              'Games run on certified equipment and a certified random number generator.',
              'Players’ money is accounted for separately, and winnings are paid with tax withheld as the law requires.',
              'Only adults who are not in the restriction register may play.',
              'The operator is supervised by the regulator, to whom you may complain.',
            ),
          ),
          section('contact', 'Contact the operator', email('Support team')),
        ],
      },
    },
  };
}
