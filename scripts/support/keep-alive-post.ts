import { Agent, request } from 'node:http';

/**
 * A lean HTTP client for load generators: `node:http` over a keep-alive agent costs a fraction of the CPU that
 * `fetch` does per request, and on a small machine the load client shares the CPUs with what it measures.
 */
export function keepAlivePoster(
  maxSockets: number,
): (url: string, headers: Record<string, string>, body: string) => Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (url, headers, body) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', reject);
        },
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    });
}
