/** Characters RFC 3986 lets a URL carry unescaped: an escape of one of them means the same path. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a request path that the router and every path rule see (decision 018): escapes of
 * unreserved characters decoded, runs of slashes collapsed, `.` and `..` segments resolved. Without it
 * `//rest/…` or `/%72est/…` reached the `/rest` routes while the rules keyed on `/rest/` never matched them.
 * Other escapes (`%2F`, `%00`) stay escaped, and the query string is kept as it came.
 */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escaped;
  });
  const rawSegments = decoded.split('/').slice(1);
  const segments: string[] = [];
  for (const segment of rawSegments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = rawSegments.at(-1);
  const endsAsFolder = last === '' || last === '.' || last === '..';
  const joined = `/${segments.join('/')}`;
  return (endsAsFolder && segments.length > 0 ? `${joined}/` : joined) + query;
}
