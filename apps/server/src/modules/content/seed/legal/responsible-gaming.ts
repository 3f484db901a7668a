import { contacts, EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import { helpLines } from './help-lines.ts';
import type { LegalOperator } from './operators.ts';

/** Responsible gaming: the tools on the profile, the warning signs, and where to find help. */
export function responsibleGamingText(op: LegalOperator): LegalText {
  const support = (label: string) =>
    contacts({ label, value: op.supportEmail, href: `mailto:${op.supportEmail}` });
  return {
    seo: {
      uk: {
        title: 'Відповідальна гра в {{brand}} — ліміти, самообмеження, допомога',
        description:
          'Як грати відповідально в {{brand}}: ліміти депозитів і часу, тайм-аут і самообмеження, ознаки залежності та безкоштовні лінії допомоги.',
        h1: 'Відповідальна гра',
      },
      ru: {
        title: 'Ответственная игра в {{brand}} — лимиты, самоограничение, помощь',
        description:
          'Как играть ответственно в {{brand}}: лимиты депозитов и времени, тайм-аут и самоограничение, признаки зависимости и бесплатные линии помощи.',
        h1: 'Ответственная игра',
      },
      en: {
        title: 'Responsible gaming at {{brand}} — limits, self-exclusion, help',
        description:
          'How to play responsibly at {{brand}}: deposit and time limits, time-outs and self-exclusion, warning signs of problem gambling and free help lines.',
        h1: 'Responsible gaming',
      },
    },
    payload: {
      uk: {
        intro:
          'Азартна гра — це розвага, а не спосіб заробітку. Ми хочемо, щоб вона такою й залишалася, тому даємо інструменти контролю та підказуємо, куди звернутися по допомогу.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'principles',
            'Прості правила',
            list(
              'Грайте лише на гроші, втрату яких можете собі дозволити.',
              'Визначте бюджет і час до початку гри й дотримуйтеся їх.',
              'Не намагайтеся відіграти програш.',
              'Не грайте у стані алкогольного сп’яніння, у стресі чи щоб утекти від проблем.',
              'Робіть перерви; гра не повинна витісняти роботу, навчання, родину й відпочинок.',
            ),
          ),
          section(
            'tools',
            'Інструменти у вашому профілі',
            list(
              'Ліміти депозитів, програшу й ставок на день, тиждень або місяць.',
              'Ліміт тривалості сесії та нагадування про час гри (reality check).',
              'Тайм-аут — перерва на 24 години, 7 днів або місяць.',
              'Самообмеження — на 6 місяців, рік, 5 років або назавжди; на цей час гра на гроші й депозити неможливі.',
            ),
            paragraph(
              'Зменшення ліміту діє одразу, збільшення чи скасування — лише через 24 години, щоб рішення не ухвалювалося поспіхом. Налаштування — у профілі, розділ «Відповідальна гра».',
            ),
          ),
          section(
            'signs',
            'Ознаки, що гра виходить з-під контролю',
            list(
              'Ви граєте довше або на більші суми, ніж планували.',
              'Позичаєте гроші чи продаєте речі, щоб грати.',
              'Приховуєте гру від близьких або відчуваєте провину через неї.',
              'Думаєте про гру постійно, дратуєтеся, коли не можете грати.',
            ),
            paragraph(
              'Якщо ви впізнали себе хоча б в одному пункті, візьміть перерву й поговоріть із фахівцем. Звернутися по допомогу — нормально.',
            ),
          ),
          section('help', 'Куди звернутися по допомогу', helpLines('uk')),
          section(
            'register',
            'Державний реєстр обмеження доступу',
            paragraph(
              'Будь-яка особа може подати заяву про внесення себе до Реєстру осіб, яким обмежено доступ до гральних закладів та/або участь в азартних іграх, через Дію. Близькі родичі можуть звернутися із заявою в порядку, встановленому законом. Ми перевіряємо Реєстр і не допускаємо до гри внесених до нього осіб.',
            ),
          ),
          section(
            'minors',
            'Захист неповнолітніх',
            paragraph(
              'Грати можуть лише повнолітні. Ми перевіряємо вік кожного гравця. Якщо вашим пристроєм користуються діти, скористайтеся батьківським контролем або програмами блокування та не зберігайте пароль у браузері.',
            ),
          ),
          section(
            'contact',
            'Зв’язатися з нами',
            paragraph(
              'Служба підтримки цілодобово допоможе встановити ліміти або оформити самообмеження, а також закриє рахунок на ваше прохання.',
            ),
            support('Служба підтримки'),
          ),
        ],
      },
      ru: {
        intro:
          'Азартная игра — это развлечение, а не способ заработка. Мы хотим, чтобы она такой и оставалась, поэтому даём инструменты контроля и подсказываем, куда обратиться за помощью.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'principles',
            'Простые правила',
            list(
              'Играйте только на деньги, потерю которых можете себе позволить.',
              'Определите бюджет и время до начала игры и придерживайтесь их.',
              'Не пытайтесь отыграть проигрыш.',
              'Не играйте в состоянии опьянения, в стрессе или чтобы уйти от проблем.',
              'Делайте перерывы; игра не должна вытеснять работу, учёбу, семью и отдых.',
            ),
          ),
          section(
            'tools',
            'Инструменты в вашем профиле',
            list(
              'Лимиты депозитов, проигрыша и ставок на день, неделю или месяц.',
              'Лимит длительности сессии и напоминания о времени игры (reality check).',
              'Тайм-аут — перерыв на 24 часа, 7 дней или месяц.',
              'Самоограничение — на 6 месяцев, год, 5 лет или навсегда; на это время игра на деньги и депозиты невозможны.',
            ),
            paragraph(
              'Уменьшение лимита действует сразу, увеличение или отмена — только через 24 часа, чтобы решение не принималось второпях. Настройки — в профиле, раздел «Ответственная игра».',
            ),
          ),
          section(
            'signs',
            'Признаки того, что игра выходит из-под контроля',
            list(
              'Вы играете дольше или на большие суммы, чем планировали.',
              'Занимаете деньги или продаёте вещи, чтобы играть.',
              'Скрываете игру от близких или чувствуете из-за неё вину.',
              'Постоянно думаете об игре, раздражаетесь, когда не можете играть.',
            ),
            paragraph(
              'Если вы узнали себя хотя бы в одном пункте, сделайте перерыв и поговорите со специалистом. Обратиться за помощью — нормально.',
            ),
          ),
          section('help', 'Куда обратиться за помощью', helpLines('ru')),
          section(
            'register',
            'Государственный реестр ограничения доступа',
            paragraph(
              'Любое лицо может подать заявление о внесении себя в Реестр лиц, которым ограничен доступ к игорным заведениям и/или участие в азартных играх, через Дию. Близкие родственники могут обратиться с заявлением в порядке, установленном законом. Мы проверяем Реестр и не допускаем к игре внесённых в него лиц.',
            ),
          ),
          section(
            'minors',
            'Защита несовершеннолетних',
            paragraph(
              'Играть могут только совершеннолетние. Мы проверяем возраст каждого игрока. Если вашим устройством пользуются дети, включите родительский контроль или программы блокировки и не храните пароль в браузере.',
            ),
          ),
          section(
            'contact',
            'Связаться с нами',
            paragraph(
              'Служба поддержки круглосуточно поможет установить лимиты или оформить самоограничение, а также закроет счёт по вашей просьбе.',
            ),
            support('Служба поддержки'),
          ),
        ],
      },
      en: {
        intro:
          'Gambling is entertainment, not a way to make money. We want it to stay that way, so we give you tools to stay in control and point you to help when you need it.',
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'principles',
            'Simple rules',
            list(
              'Only play with money you can afford to lose.',
              'Set a budget and a time before you start, and keep to them.',
              'Never chase your losses.',
              'Do not play when drunk, stressed or to escape problems.',
              'Take breaks; gambling must not crowd out work, study, family and rest.',
            ),
          ),
          section(
            'tools',
            'Tools on your profile',
            list(
              'Deposit, loss and wager limits per day, week or month.',
              'A session-time limit and reminders of how long you have played (reality check).',
              'A time-out: a break of 24 hours, 7 days or a month.',
              'Self-exclusion: for 6 months, a year, 5 years or for good, during which real-money play and deposits are impossible.',
            ),
            paragraph(
              'Lowering a limit applies at once; raising or removing it only after 24 hours, so the decision is never made in a hurry. Find the settings on your profile, under Responsible gaming.',
            ),
          ),
          section(
            'signs',
            'Signs that gambling is getting out of hand',
            list(
              'You play longer or for more money than you planned.',
              'You borrow money or sell things to play.',
              'You hide your gambling from those close to you or feel guilty about it.',
              'You think about gambling all the time and get irritable when you cannot play.',
            ),
            paragraph(
              'If you recognise yourself in any of these, take a break and talk to a professional. Asking for help is normal.',
            ),
          ),
          section('help', 'Where to get help', helpLines('en')),
          section(
            'register',
            'The state restriction register',
            paragraph(
              'Anyone can ask, through Diia, to be entered in the Register of persons restricted from gambling establishments and/or gambling. Close relatives may apply as the law provides. We check the Register and do not let anyone listed in it play.',
            ),
          ),
          section(
            'minors',
            'Protecting minors',
            paragraph(
              'Only adults may play, and we check every player’s age. If children use your device, turn on parental controls or blocking software and do not let the browser save your password.',
            ),
          ),
          section(
            'contact',
            'Contact us',
            paragraph(
              'Our support team is available 24/7 to help you set limits or exclude yourself, and will close your account at your request.',
            ),
            support('Support team'),
          ),
        ],
      },
    },
  };
}
