import type { PiggyBankAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { piggyBanksQuery } from '../../api/piggy-bank-queries';
import { Badge, Card, Loading, Notice, PageHeader } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { percentOfBasisPoints } from './piggy-form';

/** The currency the amounts are shown in on the list: the house's own. */
const SHOWN_CURRENCY = 'UAH';

function amountsOf({ terms }: PiggyBankAdmin): string {
  const min = terms?.minAmount[SHOWN_CURRENCY];
  const max = terms?.maxAmount[SHOWN_CURRENCY];
  if (min === undefined || max === undefined) return '—';
  return `${formatMoney(min, SHOWN_CURRENCY)} to break, full at ${formatMoney(max, SHOWN_CURRENCY)}`;
}

/** `/piggy-bank`: the piggy bank's terms, with its state, share, amounts and games. */
export function PiggyListPage() {
  const list = useQuery(piggyBanksQuery);
  return (
    <div>
      <PageHeader title="Piggy bank" description="How stakes fill it, when it breaks and when it is full." />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Piggy bank</caption>
            <thead>
              <tr>
                <th scope="col">Piggy bank</th>
                <th scope="col">State</th>
                <th scope="col">Share of stakes</th>
                <th scope="col">Amounts ({SHOWN_CURRENCY})</th>
                <th scope="col" className="text-right">
                  Games
                </th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.piggyBanks.map((piggyBank) => (
                <tr key={piggyBank.id}>
                  <td>
                    <Link
                      to={`/piggy-bank/${piggyBank.id}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      Piggy bank
                    </Link>
                    <div className="text-xs text-slate-500">{piggyBank.id}</div>
                  </td>
                  <td>
                    {!piggyBank.terms ? (
                      <Badge tone="amber">Not set up</Badge>
                    ) : piggyBank.terms.enabled ? (
                      <Badge tone="green">Enabled</Badge>
                    ) : (
                      <Badge>Disabled</Badge>
                    )}
                  </td>
                  <td className="tabular-nums">
                    {piggyBank.terms ? percentOfBasisPoints(piggyBank.terms.shareBasisPoints) : '—'}
                  </td>
                  <td className="tabular-nums">{amountsOf(piggyBank)}</td>
                  <td className="text-right tabular-nums">{piggyBank.terms?.games.length ?? '—'}</td>
                  <td className="whitespace-nowrap tabular-nums">
                    {piggyBank.updatedAt ? formatKyivDateTime(piggyBank.updatedAt) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are Kyiv time.</p>
    </div>
  );
}
