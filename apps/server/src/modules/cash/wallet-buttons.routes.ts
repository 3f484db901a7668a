import { applePayButtonQuerySchema, googlePayButtonQuerySchema } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { type PlayerDirectory, signedInPlayerId } from '../accounts/index.ts';
import { newNonce } from '../web/index.ts';
import type { DepositsService } from './deposits.service.ts';
import { playerLanguage } from './player-language.ts';
import { renderWalletButtonPage, type WalletButtonKind, walletButtonPolicy } from './wallet-button-page.ts';

const BUTTONS: { path: string; kind: WalletButtonKind; query: z.ZodType<{ id: string }> }[] = [
  { path: '/fiserv/google-pay-button/', kind: 'google_pay', query: googlePayButtonQuerySchema },
  { path: '/fiserv/apple-pay-button/', kind: 'apple_pay', query: applePayButtonQuerySchema },
];

/**
 * The wallet button pages the cash desk shows in an iframe (spec section 7): `/fiserv/google-pay-button/` and
 * `/fiserv/apple-pay-button/` with the spec's query. The button opens the provider's wallet sheet of payment `id`,
 * which must be the signed-in player's own; the payment, not the query, says what is paid. Anything else (a
 * guest, another player's payment, a bad query, a payment no longer waiting) draws the button disabled with the
 * matching status; a self-excluded player's button is drawn disabled with 444 (spec section 8).
 */
export function walletButtonsRoutes(
  app: FastifyInstance,
  deps: { deposits: DepositsService; players: PlayerDirectory },
): void {
  for (const button of BUTTONS) {
    app.get(button.path, async (request, reply) => {
      const lang = await playerLanguage(request, deps.players);
      const nonce = newNonce();
      const send = (status: number, sheetUrl: string | null, amountLabel: string | null) =>
        sendPage(
          reply,
          status,
          nonce,
          renderWalletButtonPage({ kind: button.kind, lang, nonce, sheetUrl, amountLabel }),
        );
      const query = button.query.safeParse(request.query);
      if (!query.success) return send(400, null, null);
      try {
        const sheet = await deps.deposits.walletSheet(await signedInPlayerId(request), query.data.id);
        return send(200, sheet.sheetUrl, formatMoney(sheet.amount, sheet.currency, lang));
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return send(error.status, null, null);
        throw error;
      }
    });
  }
}

function sendPage(reply: FastifyReply, status: number, nonce: string, page: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', walletButtonPolicy(nonce))
    .header('cache-control', 'no-store')
    .send(page);
}
