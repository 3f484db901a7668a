import { EFFECTIVE_DATE, type LegalText, list, paragraph, section } from './blocks.ts';
import type { LegalOperator } from './operators.ts';

/** The anti-money-laundering and know-your-customer policy: checks, documents, monitoring and their limits. */
export function amlKycPolicyText(op: LegalOperator): LegalText {
  return {
    seo: {
      uk: {
        title: 'Політика AML/KYC {{brand}} — перевірка гравців і запобігання відмиванню коштів',
        description:
          'Як {{brand}} перевіряє особу гравців, які документи можуть знадобитися та як ми запобігаємо відмиванню коштів і фінансуванню тероризму.',
        h1: 'Політика AML/KYC',
      },
      ru: {
        title: 'Политика AML/KYC {{brand}} — проверка игроков и предотвращение отмывания средств',
        description:
          'Как {{brand}} проверяет личность игроков, какие документы могут понадобиться и как мы предотвращаем отмывание средств и финансирование терроризма.',
        h1: 'Политика AML/KYC',
      },
      en: {
        title: '{{brand}} AML/KYC policy — player checks and anti-money-laundering',
        description:
          'How {{brand}} verifies players’ identity, which documents may be needed and how we prevent money laundering and terrorist financing.',
        h1: 'AML/KYC policy',
      },
    },
    payload: {
      uk: {
        intro: `${op.name} є суб’єктом первинного фінансового моніторингу й виконує Закон України «Про запобігання та протидію легалізації (відмиванню) доходів, одержаних злочинним шляхом, фінансуванню тероризму та фінансуванню розповсюдження зброї масового знищення».`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'verification',
            'Перевірка особи (KYC)',
            paragraph(
              'Перед першою виплатою, а також коли цього вимагає закон, ми встановлюємо й перевіряємо особу гравця. Зазвичай достатньо:',
            ),
            list(
              'паспорта громадянина України (ID-картки або книжечки) чи закордонного паспорта;',
              'реєстраційного номера облікової картки платника податків (РНОКПП);',
              'підтвердження, що платіжна картка належить вам (фото картки з прихованими середніми цифрами).',
            ),
            paragraph('Документи завантажуються в профілі; перевірка зазвичай триває до 24 годин.'),
          ),
          section(
            'source',
            'Джерело коштів',
            paragraph(
              'Якщо суми депозитів або виплат значні чи не відповідають звичній активності, ми можемо попросити підтвердити джерело коштів: довідку про доходи, виписку з банку, договір продажу майна тощо.',
            ),
          ),
          section(
            'monitoring',
            'Моніторинг операцій',
            list(
              'Ми стежимо за операціями, що підлягають фінансовому моніторингу, і повідомляємо про них Державну службу фінансового моніторингу України.',
              'Депозит і виплата мають проходити одним платіжним засобом, що належить гравцеві.',
              'Депозит, майже не використаний для гри, не може бути виведений на інший засіб.',
              'Ми перевіряємо гравців за санкційними списками та переліками публічних діячів.',
            ),
          ),
          section(
            'refusal',
            'Коли ми відмовляємо',
            paragraph(
              'Ми можемо призупинити операцію чи відмовити в ній, якщо гравець не надав документів, надав недостовірні дані або операція має ознаки відмивання коштів. Про причини відмови, пов’язані з повідомленням до органів фінансового моніторингу, закон забороняє нам повідомляти.',
            ),
          ),
          section(
            'storage',
            'Зберігання',
            paragraph(
              'Документи й дані операцій зберігаються щонайменше 5 років після завершення ділових відносин, як вимагає закон, і захищені так само, як інші персональні дані (див. Політику конфіденційності).',
            ),
          ),
        ],
      },
      ru: {
        intro: `${op.name} является субъектом первичного финансового мониторинга и выполняет Закон Украины «О предотвращении и противодействии легализации (отмыванию) доходов, полученных преступным путём, финансированию терроризма и финансированию распространения оружия массового уничтожения».`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'verification',
            'Проверка личности (KYC)',
            paragraph(
              'Перед первой выплатой, а также когда этого требует закон, мы устанавливаем и проверяем личность игрока. Обычно достаточно:',
            ),
            list(
              'паспорта гражданина Украины (ID-карты или книжечки) или заграничного паспорта;',
              'регистрационного номера учётной карточки налогоплательщика (РНУКНН);',
              'подтверждения, что платёжная карта принадлежит вам (фото карты со скрытыми средними цифрами).',
            ),
            paragraph('Документы загружаются в профиле; проверка обычно занимает до 24 часов.'),
          ),
          section(
            'source',
            'Источник средств',
            paragraph(
              'Если суммы депозитов или выплат значительны или не соответствуют обычной активности, мы можем попросить подтвердить источник средств: справку о доходах, выписку из банка, договор продажи имущества и т. п.',
            ),
          ),
          section(
            'monitoring',
            'Мониторинг операций',
            list(
              'Мы следим за операциями, подлежащими финансовому мониторингу, и сообщаем о них Государственной службе финансового мониторинга Украины.',
              'Депозит и выплата должны проходить одним платёжным средством, принадлежащим игроку.',
              'Депозит, почти не использованный для игры, не может быть выведен на другое средство.',
              'Мы проверяем игроков по санкционным спискам и перечням публичных деятелей.',
            ),
          ),
          section(
            'refusal',
            'Когда мы отказываем',
            paragraph(
              'Мы можем приостановить операцию или отказать в ней, если игрок не предоставил документы, предоставил недостоверные данные или операция имеет признаки отмывания средств. О причинах отказа, связанных с сообщением в органы финансового мониторинга, закон запрещает нам сообщать.',
            ),
          ),
          section(
            'storage',
            'Хранение',
            paragraph(
              'Документы и данные операций хранятся не менее 5 лет после завершения деловых отношений, как требует закон, и защищены так же, как другие персональные данные (см. Политику конфиденциальности).',
            ),
          ),
        ],
      },
      en: {
        intro: `${op.name} is a reporting entity under Ukraine’s law on preventing and countering the legalisation (laundering) of criminal proceeds, terrorist financing and the financing of the proliferation of weapons of mass destruction, and follows it in full.`,
        effectiveDate: EFFECTIVE_DATE,
        sections: [
          section(
            'verification',
            'Identity checks (KYC)',
            paragraph(
              'Before the first withdrawal, and whenever the law requires, we identify and verify the player. Usually this takes:',
            ),
            list(
              'a Ukrainian passport (ID card or booklet) or an international passport;',
              'your taxpayer registration number (RNOKPP);',
              'proof that the payment card is yours (a photo of the card with the middle digits covered).',
            ),
            paragraph('Documents are uploaded on your profile; a check usually takes up to 24 hours.'),
          ),
          section(
            'source',
            'Source of funds',
            paragraph(
              'If deposits or withdrawals are large or unlike your usual activity, we may ask you to show where the money comes from: an income statement, a bank statement, a sale contract and the like.',
            ),
          ),
          section(
            'monitoring',
            'Transaction monitoring',
            list(
              'We watch for transactions subject to financial monitoring and report them to the State Financial Monitoring Service of Ukraine.',
              'Deposits and withdrawals must use the same payment method, owned by the player.',
              'A deposit that was hardly played cannot be withdrawn to a different method.',
              'We screen players against sanctions lists and lists of politically exposed persons.',
            ),
          ),
          section(
            'refusal',
            'When we refuse',
            paragraph(
              'We may suspend or refuse a transaction if the player has not provided documents, has given false details, or the transaction shows signs of money laundering. Where a refusal is linked to a report to the financial monitoring authorities, the law forbids us to tell you why.',
            ),
          ),
          section(
            'storage',
            'Record keeping',
            paragraph(
              'Documents and transaction records are kept for at least 5 years after the business relationship ends, as the law requires, and protected like all other personal data (see the privacy policy).',
            ),
          ),
        ],
      },
    },
  };
}
