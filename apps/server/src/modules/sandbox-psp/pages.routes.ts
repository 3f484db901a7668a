import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import { type PageStep, pageStep, stepPath } from './next-step.ts';
import { bankPage } from './pages/bank-page.ts';
import { cardPage } from './pages/card-page.ts';
import { challengePage } from './pages/challenge-page.ts';
import { donePage } from './pages/done-page.ts';
import type { SafeHtml } from './pages/html.ts';
import { notFoundPage } from './pages/not-found-page.ts';
import { payoutsPage } from './pages/payouts-page.ts';
import { browserLanguage } from './pages/texts/index.ts';
import { walletPage } from './pages/wallet-page.ts';
import type { SandboxPaymentsService } from './payments.service.ts';
import type { SandboxPayoutsService } from './payouts.service.ts';
import type { SandboxPaymentRow } from './sandbox-psp.schema.ts';
import { WALLET_CARDS } from './test-cards.ts';

const FORM_BODY_LIMIT_BYTES = 8 * 1024;
const FIELD_MAX_LENGTH = 200;
const PAYOUTS_SHOWN = 100;
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The page's own Content-Security-Policy: nothing loads from anywhere, only this response's inline style and
 * script run, forms post back here, and only the casino (the same origin in development) may frame it.
 */
export function pageContentSecurityPolicy(nonce: string, casinoOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    `frame-ancestors 'self' ${casinoOrigin}`,
    "base-uri 'none'",
  ].join('; ');
}

export interface PageRoutesDependencies {
  payments: SandboxPaymentsService;
  payouts: SandboxPayoutsService;
  clock: Clock;
  rng: Rng;
  /** The casino's origin, allowed to show the pages in a frame. */
  casinoOrigin: string;
}

type Form = Record<string, string>;

/** A posted field as typed, bounded; absent fields are empty. */
function field(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH) : '';
}

/**
 * The browser pages (plain HTML forms that work in the cash desk's frame): the hosted card page, the 3-D Secure
 * challenge, the wallet sheet, the bank-transfer instructions, and the developers' payouts list. A page of a
 * step the payment is not at redirects to the step it is at; a finished payment shows its result, which
 * returns the browser to the merchant. The payer's pages speak the language the merchant started the payment in.
 */
export function pageRoutes(app: FastifyInstance, deps: PageRoutesDependencies): void {
  const { payments } = deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const send = (reply: FastifyReply, status: number, render: (nonce: string) => SafeHtml) => {
    const nonce = deps.rng.bytes(16).toString('base64');
    return (
      reply
        .status(status)
        .header('content-security-policy', pageContentSecurityPolicy(nonce, deps.casinoOrigin))
        .header('cache-control', 'no-store')
        // With helmet's no-referrer, browsers post these pages' forms with `Origin: null`; same-origin keeps the
        // real origin on same-site posts (the cookie origin check needs it) and still sends nothing elsewhere.
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(render(nonce).value)
    );
  };

  /** An unknown payment link, in the language the browser prefers. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = browserLanguage(request.headers['accept-language']);
    return send(reply, 404, (nonce) => notFoundPage({ nonce, lang }));
  };

  /** The page for the payment as it now is, when this step is asked for. */
  const show = (
    request: FastifyRequest,
    reply: FastifyReply,
    payment: SandboxPaymentRow | null,
    step: PageStep,
    render: (payment: SandboxPaymentRow, nonce: string) => SafeHtml,
    status = 200,
  ) => {
    if (!payment) return notFound(request, reply);
    const current = pageStep(payment);
    if (current === null) return send(reply, 200, (nonce) => donePage({ payment, nonce }));
    if (current !== step) return reply.redirect(stepPath(current, payment.id), 303);
    return send(reply, status, (nonce) => render(payment, nonce));
  };

  /** After a submission the browser loads the payment's page again, so a reload never posts twice. */
  const afterSubmit = (
    request: FastifyRequest,
    reply: FastifyReply,
    payment: SandboxPaymentRow | null,
    step: PageStep,
  ) => {
    if (!payment) return notFound(request, reply);
    return reply.redirect(stepPath(pageStep(payment) ?? step, payment.id), 303);
  };

  const paymentId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return PAYMENT_ID.test(id) ? id : null;
  };
  const viewPayment = async (request: FastifyRequest) => {
    const id = paymentId(request);
    return id ? payments.view(id) : null;
  };

  app.get('/pay/:id', async (request, reply) =>
    show(request, reply, await viewPayment(request), 'pay', (payment, nonce) => cardPage({ payment, nonce })),
  );
  app.post('/pay/:id', async (request, reply) => {
    const id = paymentId(request);
    const form = (request.body ?? {}) as Form;
    const values = {
      number: field(form, 'number'),
      expiry: field(form, 'expiry'),
      cvv: field(form, 'cvv'),
      holder: field(form, 'holder'),
    };
    const result = id ? await payments.submitCard(id, values) : null;
    if (result?.errors && pageStep(result.payment) === 'pay') {
      const { payment, errors } = result;
      return send(reply, 422, (nonce) => cardPage({ payment, nonce, values, errors }));
    }
    return afterSubmit(request, reply, result?.payment ?? null, 'pay');
  });

  app.get('/3ds/:id', async (request, reply) =>
    show(request, reply, await viewPayment(request), '3ds', (payment, nonce) =>
      challengePage({ payment, nonce, now: deps.clock.now() }),
    ),
  );
  app.post('/3ds/:id', async (request, reply) => {
    const id = paymentId(request);
    const form = (request.body ?? {}) as Form;
    const cancel = field(form, 'action') === 'cancel';
    const code = field(form, 'code').trim();
    if (!cancel && code === '') {
      return show(
        request,
        reply,
        await viewPayment(request),
        '3ds',
        (payment, nonce) => challengePage({ payment, nonce, now: deps.clock.now(), codeMissing: true }),
        422,
      );
    }
    return afterSubmit(
      request,
      reply,
      id ? await payments.submitChallenge(id, cancel ? null : code) : null,
      '3ds',
    );
  });

  app.get('/wallet/:id', async (request, reply) =>
    show(request, reply, await viewPayment(request), 'wallet', (payment, nonce) =>
      walletPage({ payment, nonce }),
    ),
  );
  app.post('/wallet/:id', async (request, reply) => {
    const id = paymentId(request);
    const form = (request.body ?? {}) as Form;
    const index = field(form, 'card');
    const card = /^[0-9]{1,2}$/.test(index) ? WALLET_CARDS[Number(index)] : undefined;
    const choice = field(form, 'action') === 'cancel' ? 'cancel' : card;
    // A sheet posted without a card it offers is shown again as it was.
    if (!choice) {
      return show(
        request,
        reply,
        await viewPayment(request),
        'wallet',
        (payment, nonce) => walletPage({ payment, nonce }),
        422,
      );
    }
    return afterSubmit(request, reply, id ? await payments.submitWallet(id, choice) : null, 'wallet');
  });

  app.get('/bank/:id', async (request, reply) =>
    show(request, reply, await viewPayment(request), 'bank', (payment, nonce) =>
      bankPage({ payment, nonce }),
    ),
  );
  app.post('/bank/:id', async (request, reply) => {
    const id = paymentId(request);
    return afterSubmit(request, reply, id ? await payments.receiveBankTransfer(id) : null, 'bank');
  });

  app.get('/payouts', async (_request, reply) => {
    const latest = await deps.payouts.latest(PAYOUTS_SHOWN);
    return send(reply, 200, (nonce) => payoutsPage({ payouts: latest, nonce }));
  });
}
