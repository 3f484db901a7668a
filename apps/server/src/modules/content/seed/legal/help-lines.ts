import type { Language } from '@casino/contracts';
import { contacts } from './blocks.ts';

/**
 * Public help for people who gamble too much and for those close to them; every line here is a real service,
 * free of charge. The operator adds or replaces lines by editing the page.
 */
export function helpLines(lang: Language) {
  const label = {
    uk: {
      lifeline: 'Lifeline Ukraine — лінія психологічної підтримки, цілодобово, безкоштовно',
      ga: 'Анонімні Гравці (Gamblers Anonymous) — групи взаємодопомоги',
      therapy: 'Gambling Therapy — безкоштовна онлайн-підтримка кількома мовами',
      blocker: 'BetBlocker — безкоштовне блокування сайтів азартних ігор на ваших пристроях',
      register: 'Дія — заява про внесення до Реєстру осіб, яким обмежено доступ до азартних ігор',
    },
    ru: {
      lifeline: 'Lifeline Ukraine — линия психологической поддержки, круглосуточно, бесплатно',
      ga: 'Анонимные Игроки (Gamblers Anonymous) — группы взаимопомощи',
      therapy: 'Gambling Therapy — бесплатная онлайн-поддержка на нескольких языках',
      blocker: 'BetBlocker — бесплатная блокировка сайтов азартных игр на ваших устройствах',
      register: 'Дия — заявление о внесении в Реестр лиц, которым ограничен доступ к азартным играм',
    },
    en: {
      lifeline: 'Lifeline Ukraine — emotional support line, 24/7, free of charge',
      ga: 'Gamblers Anonymous — self-help groups',
      therapy: 'Gambling Therapy — free online support in several languages',
      blocker: 'BetBlocker — free blocking of gambling sites on your devices',
      register: 'Diia — apply to the Register of persons restricted from gambling',
    },
  }[lang];
  return contacts(
    { label: label.lifeline, value: '7333', href: 'tel:7333' },
    { label: label.ga, value: 'gamblersanonymous.org', href: 'https://www.gamblersanonymous.org/' },
    { label: label.therapy, value: 'gamblingtherapy.org', href: 'https://www.gamblingtherapy.org/' },
    { label: label.blocker, value: 'betblocker.org', href: 'https://betblocker.org/' },
    { label: label.register, value: 'diia.gov.ua', href: 'https://diia.gov.ua/' },
  );
}
