import { createBrowserRouter } from 'react-router';
import { AdjustmentsPage } from './pages/adjustments-page';
import { BannersPage } from './pages/banners-page';
import { ChestsEditorPage } from './pages/chests/chests-editor-page';
import { ChestsListPage } from './pages/chests/chests-list-page';
import { CompetitionsEditorPage } from './pages/competitions-editor-page';
import { CompetitionsListPage } from './pages/competitions-list-page';
import { ContentPagesPage } from './pages/content-pages-page';
import { DepositsPage } from './pages/deposits-page';
import { DiceEditorPage } from './pages/dice/dice-editor-page';
import { DiceListPage } from './pages/dice/dice-list-page';
import { DocumentsPage } from './pages/documents-page';
import { DropsEditorPage } from './pages/drops/drops-editor-page';
import { DropsListPage } from './pages/drops/drops-list-page';
import { ErrorPage } from './pages/error-page';
import { FaqPage } from './pages/faq-page';
import { ProvidersPage } from './pages/games/providers-page';
import { RubricsPage } from './pages/games/rubrics-page';
import { GamesPage } from './pages/games-page';
import { SevensEditorPage } from './pages/jackpot-sevens/sevens-editor-page';
import { SevensListPage } from './pages/jackpot-sevens/sevens-list-page';
import { JackpotsEditorPage } from './pages/jackpots/jackpots-editor-page';
import { JackpotsListPage } from './pages/jackpots/jackpots-list-page';
import { LoginPage } from './pages/login-page';
import { LotteryEditorPage } from './pages/lottery/lottery-editor-page';
import { LotteryListPage } from './pages/lottery/lottery-list-page';
import { NotFoundPage } from './pages/not-found-page';
import { OperatorsPage } from './pages/operators-page';
import { PiggyEditorPage } from './pages/piggy/piggy-editor-page';
import { PiggyListPage } from './pages/piggy/piggy-list-page';
import { PlayerPage } from './pages/player-page';
import { PlayersPage } from './pages/players-page';
import { BonusTemplatePage } from './pages/promotions/bonus-template-page';
import { BonusTemplatesPage } from './pages/promotions/bonus-templates-page';
import { PromoCodesPage } from './pages/promotions/promo-codes-page';
import { ReconciliationPage } from './pages/reconciliation-page';
import { ReportsPage } from './pages/reports-page';
import { SportsbookPage } from './pages/sportsbook-page';
import { WheelEditorPage } from './pages/wheel/wheel-editor-page';
import { WheelListPage } from './pages/wheel/wheel-list-page';
import { WithdrawalsPage } from './pages/withdrawals-page';
import { HomeRedirect, RequirePermission, Shell } from './shell/shell';

/** The console's pages, under `/backoffice/`: the login page, and every screen inside the signed-in shell. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage />, errorElement: <ErrorPage /> },
    {
      path: '/',
      element: <Shell />,
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomeRedirect /> },
            {
              path: 'players',
              element: (
                <RequirePermission permission="players.read">
                  <PlayersPage />
                </RequirePermission>
              ),
            },
            {
              path: 'players/:id',
              element: (
                <RequirePermission permission="players.read">
                  <PlayerPage />
                </RequirePermission>
              ),
            },
            {
              path: 'documents',
              element: (
                <RequirePermission permission="kyc.read">
                  <DocumentsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'withdrawals',
              element: (
                <RequirePermission permission="payments.read">
                  <WithdrawalsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'deposits',
              element: (
                <RequirePermission permission="payments.read">
                  <DepositsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'adjustments',
              element: (
                <RequirePermission permission="ledger.read">
                  <AdjustmentsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'reconciliation',
              element: (
                <RequirePermission permission="ledger.read">
                  <ReconciliationPage />
                </RequirePermission>
              ),
            },
            {
              path: 'reports',
              element: (
                <RequirePermission permission="reports.read">
                  <ReportsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'sportsbook',
              element: (
                <RequirePermission permission="sportsbook.read">
                  <SportsbookPage />
                </RequirePermission>
              ),
            },
            {
              path: 'games',
              element: (
                <RequirePermission permission="games.read">
                  <GamesPage />
                </RequirePermission>
              ),
            },
            {
              path: 'games/rubrics',
              element: (
                <RequirePermission permission="games.read">
                  <RubricsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'games/providers',
              element: (
                <RequirePermission permission="games.read">
                  <ProvidersPage />
                </RequirePermission>
              ),
            },
            {
              path: 'promotions/bonuses',
              element: (
                <RequirePermission permission="promotions.read">
                  <BonusTemplatesPage />
                </RequirePermission>
              ),
            },
            {
              path: 'promotions/bonuses/:id',
              element: (
                <RequirePermission permission="promotions.read">
                  <BonusTemplatePage />
                </RequirePermission>
              ),
            },
            {
              path: 'promotions/promo-codes',
              element: (
                <RequirePermission permission="promotions.read">
                  <PromoCodesPage />
                </RequirePermission>
              ),
            },
            {
              path: 'competitions',
              element: (
                <RequirePermission permission="promotions.read">
                  <CompetitionsListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'competitions/:id',
              element: (
                <RequirePermission permission="promotions.read">
                  <CompetitionsEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'dice',
              element: (
                <RequirePermission permission="promotions.read">
                  <DiceListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'dice/:kind',
              element: (
                <RequirePermission permission="promotions.read">
                  <DiceEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'drops',
              element: (
                <RequirePermission permission="promotions.read">
                  <DropsListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'drops/:slug',
              element: (
                <RequirePermission permission="promotions.read">
                  <DropsEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'lotteries',
              element: (
                <RequirePermission permission="promotions.read">
                  <LotteryListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'lotteries/:slug',
              element: (
                <RequirePermission permission="promotions.read">
                  <LotteryEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'wheels',
              element: (
                <RequirePermission permission="promotions.read">
                  <WheelListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'wheels/:slug',
              element: (
                <RequirePermission permission="promotions.read">
                  <WheelEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'chest-campaigns',
              element: (
                <RequirePermission permission="promotions.read">
                  <ChestsListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'chest-campaigns/:id',
              element: (
                <RequirePermission permission="promotions.read">
                  <ChestsEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'piggy-bank',
              element: (
                <RequirePermission permission="promotions.read">
                  <PiggyListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'piggy-bank/:id',
              element: (
                <RequirePermission permission="promotions.read">
                  <PiggyEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'jackpots',
              element: (
                <RequirePermission permission="promotions.read">
                  <JackpotsListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'jackpots/:slug',
              element: (
                <RequirePermission permission="promotions.read">
                  <JackpotsEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'jackpot-sevens',
              element: (
                <RequirePermission permission="promotions.read">
                  <SevensListPage />
                </RequirePermission>
              ),
            },
            {
              path: 'jackpot-sevens/:slug',
              element: (
                <RequirePermission permission="promotions.read">
                  <SevensEditorPage />
                </RequirePermission>
              ),
            },
            {
              path: 'content/pages',
              element: (
                <RequirePermission permission="content.read">
                  <ContentPagesPage />
                </RequirePermission>
              ),
            },
            {
              path: 'content/banners',
              element: (
                <RequirePermission permission="content.read">
                  <BannersPage />
                </RequirePermission>
              ),
            },
            {
              path: 'content/faq',
              element: (
                <RequirePermission permission="content.read">
                  <FaqPage />
                </RequirePermission>
              ),
            },
            {
              path: 'operators',
              element: (
                <RequirePermission permission="operators.manage">
                  <OperatorsPage />
                </RequirePermission>
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/backoffice' },
);
