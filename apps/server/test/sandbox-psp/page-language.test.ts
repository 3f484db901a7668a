import type { Language } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSandboxTestApp,
  CARD_FIELDS,
  pathOf,
  type SandboxTestApp,
  startPayment,
  submitForm,
} from './support.ts';

let testApp: SandboxTestApp;

beforeAll(async () => {
  testApp = await buildSandboxTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: path, headers });

/** Starts a card payment of 1,234.56 UAH in `language` (none: the merchant names none) and returns its page path. */
async function cardPayment(language?: Language) {
  const { payment } = await startPayment(testApp, { amount: 123_456, ...(language ? { language } : {}) });
  return { id: payment.id as string, path: pathOf(payment.next.url) };
}

/** A payment waiting at its 3-D Secure challenge; returns the challenge's path. */
async function challengedPayment(language: Language) {
  const { id, path } = await cardPayment(language);
  await submitForm(testApp.app, path, { number: '4000 0000 0000 3220', ...CARD_FIELDS });
  return `/sandbox-psp/3ds/${id}`;
}

describe("the payer's pages speak the payment's language", () => {
  it('shows the card page in Russian, with the amount written the Russian way', async () => {
    const page = await get((await cardPayment('ru')).path);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('<title>Оплата картой · Sandbox Payments</title>');
    expect(page.body).toContain('<label for="number">Номер карты</label>');
    expect(page.body).toContain('placeholder="ММ / ГГ"');
    expect(page.body).toContain(`Оплатить ${formatMoney(123_456, 'UAH', 'ru')}`);
    expect(page.body).toContain('3-D Secure, код 1234');
    expect(page.body).toContain('Тестовая оплата · настоящие деньги не списываются');
    expect(page.body).not.toContain('Card number');
  });

  it('words card errors in Russian beside their fields', async () => {
    const { path } = await cardPayment('ru');
    const response = await submitForm(testApp.app, path, {
      number: '4242 4242 4242 4241',
      expiry: '13 / 30',
      cvv: '12',
      holder: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Проверьте выделенные поля и попробуйте ещё раз.');
    expect(response.body).toContain('<p class="error" id="number-error">Этот номер карты недействителен</p>');
    expect(response.body).toContain('Введите срок действия в формате ММ/ГГ');
    expect(response.body).toContain('Введите трёхзначный код безопасности');
    expect(response.body).toContain('Введите имя на карте');
  });

  it('shows the 3-D Secure challenge, its missing-code error and the result in Russian', async () => {
    const challengePath = await challengedPayment('ru');
    const challenge = await get(challengePath);
    expect(challenge.body).toContain('<html lang="ru">');
    expect(challenge.body).toContain('<h1>Подтвердите платёж</h1>');
    expect(challenge.body).toContain('Visa •••• 3220');
    expect(challenge.body).toContain(
      '<button type="submit" name="action" value="confirm" class="primary">Подтвердить</button>',
    );
    expect(challenge.body).toContain('Отменить платёж');

    const empty = await submitForm(testApp.app, challengePath, { code: '', action: 'confirm' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Введите код');

    await submitForm(testApp.app, challengePath, { code: '0000', action: 'confirm' });
    const done = await get(challengePath);
    expect(done.body).toContain('<h1>Оплата не прошла</h1>');
    expect(done.body).toContain('Проверка 3-D Secure не пройдена.');
    expect(done.body).toContain('data-status="failed"');
  });

  it('speaks Ukrainian on every page of a Ukrainian payment', async () => {
    const card = await get((await cardPayment('uk')).path);
    expect(card.body).toContain('<html lang="uk">');
    expect(card.body).toContain('Номер картки');
    expect(card.body).toContain(`Сплатити ${formatMoney(123_456, 'UAH', 'uk')}`);
    expect((await get(await challengedPayment('uk'))).body).toContain('Підтвердьте платіж');

    const wallet = await startPayment(testApp, { method: 'google_pay', language: 'uk' });
    expect((await get(pathOf(wallet.payment.next.url))).body).toContain('Оплатити через Google Pay');
    const bank = await startPayment(testApp, { method: 'bank_transfer', language: 'uk' });
    const bankPage = await get(pathOf(bank.payment.next.url));
    expect(bankPage.body).toContain('Оплата банківським переказом');
    expect(bankPage.body).toContain('Призначення платежу');
  });

  it.each([
    ['in English', 'en'],
    ['in English, the provider’s own language, when the merchant names none', undefined],
  ] as const)('shows the card page and challenge %s', async (_name, language) => {
    const { id, path } = await cardPayment(language);
    const card = await get(path);
    expect(card.body).toContain('<html lang="en">');
    expect(card.body).toContain('<label for="number">Card number</label>');
    expect(card.body).toContain('Pay ₴1,234.56');
    await submitForm(testApp.app, path, { number: '4000 0000 0000 3220', ...CARD_FIELDS });
    const challenge = await get(`/sandbox-psp/3ds/${id}`);
    expect(challenge.body).toContain('<h1>Confirm your payment</h1>');
  });

  it('keeps the language of the first start when the merchant retries in another', async () => {
    const { request, payment } = await startPayment(testApp, { language: 'ru' });
    const again = await startPayment(testApp, { ...request, language: 'en' });
    expect(again.payment.id).toBe(payment.id);
    expect((await get(pathOf(payment.next.url))).body).toContain('<html lang="ru">');
  });

  it('answers an unknown payment link in the language the browser prefers', async () => {
    const unknown = '/sandbox-psp/pay/00000000-0000-4000-8000-000000000000';
    const russian = await get(unknown, { 'accept-language': 'de-DE, ru;q=0.8, en;q=0.5' });
    expect(russian.statusCode).toBe(404);
    expect(russian.body).toContain('<h1>Платёж не найден</h1>');
    expect((await get(unknown, { 'accept-language': 'uk-UA,uk;q=0.9' })).body).toContain(
      'Платіж не знайдено',
    );
    expect((await get(unknown)).body).toContain('<h1>Payment not found</h1>');
  });
});
