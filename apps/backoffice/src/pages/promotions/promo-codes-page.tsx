import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { promoCodesQuery } from '../../api/promotions-queries';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatDateTime } from '../../lib/format';
import { OfferWindow } from './offer-window';

/** `/promotions/promo-codes`: every code players can type, the bonus it gives, whether it works now, its uses. */
export function PromoCodesPage() {
  const codes = useQuery(promoCodesQuery);
  return (
    <div>
      <PageHeader
        title="Promo codes"
        description="A code belongs to a bonus: set or change it on the bonus's page."
      />
      <Card>
        {codes.isPending ? (
          <Loading />
        ) : codes.isError ? (
          <Notice>{errorMessage(codes.error)}</Notice>
        ) : codes.data.codes.length === 0 ? (
          <EmptyState>No bonus has a promo code.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Promo codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Bonus</th>
                <th scope="col">Works now</th>
                <th scope="col">Offered</th>
                <th scope="col" className="text-right">
                  Uses
                </th>
                <th scope="col">Last used</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.codes.map((code) => (
                <tr key={code.code}>
                  <td className="font-mono font-medium">{code.code}</td>
                  <td>
                    <Link
                      to={`/promotions/bonuses/${code.template.id}`}
                      className="text-indigo-700 hover:underline"
                    >
                      {code.template.title}
                    </Link>
                  </td>
                  <td>
                    <Badge tone={code.redeemable ? 'green' : 'neutral'}>
                      {code.redeemable ? 'Yes' : 'No'}
                    </Badge>
                  </td>
                  <td>
                    <OfferWindow startsAt={code.startsAt} endsAt={code.endsAt} />
                  </td>
                  <td className="text-right tabular-nums">{code.uses}</td>
                  <td>{formatDateTime(code.lastUsedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
