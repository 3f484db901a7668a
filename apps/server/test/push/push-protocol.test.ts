import { PUBLIC_CHANNELS, personalChannel } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/platform/push/jwt.ts';
import { type PushNode, sleep, startPushNode } from './support/push-node.ts';
import { openRawSocket, type RawSocket } from './support/raw-socket.ts';

/** Malformed and hostile input on the raw protocol: each gets the protocol's error or close code. */
describe('push protocol with bad input', () => {
  let node: PushNode;
  const token = (claims: { sub: string; channel?: string; expiresIn?: number }) =>
    signJwt(node.testApp.config.pushTokenSecret, {
      sub: claims.sub,
      exp: node.testApp.app.push.tokens.nowSeconds() + (claims.expiresIn ?? 3600),
      ...(claims.channel ? { channel: claims.channel } : {}),
    });

  /** A socket that has connected as `sub`. */
  async function connected(sub = '7'): Promise<RawSocket> {
    const raw = await openRawSocket(node.wsUrl);
    raw.send(JSON.stringify({ id: 1, connect: { token: token({ sub }), name: 'js' } }));
    const reply = await raw.reply();
    expect(reply).toMatchObject({ id: 1, connect: { expires: true, pong: true } });
    return raw;
  }

  beforeAll(async () => {
    node = await startPushNode({ push: { maxFrameBytes: 4096, maxChannelsPerConnection: 3 } });
  });
  afterAll(async () => {
    // Whatever happened, the server still serves.
    const health = await fetch(`http://127.0.0.1:${node.port}/healthz`);
    expect(health.status).toBe(200);
    await node?.close();
  });

  it('answers connect and a subscribe sent in one frame, in order', async () => {
    const raw = await openRawSocket(node.wsUrl);
    raw.send(
      [
        JSON.stringify({ id: 1, connect: { token: token({ sub: '' }) } }),
        JSON.stringify({ id: 2, subscribe: { channel: PUBLIC_CHANNELS.board } }),
      ].join('\n'),
    );
    expect(await raw.reply()).toMatchObject({ id: 1, connect: { ping: 1, pong: true } });
    expect(await raw.reply()).toEqual({ id: 2, subscribe: {} });
    raw.socket.close();
  });

  it.each([
    ['malformed JSON', '{"id":1,"connect":'],
    ['a JSON array', '[1,2]'],
    ['a command without an id', '{"subscribe":{"channel":"guest"}}'],
    ['two methods in one command', '{"id":1,"connect":{},"subscribe":{}}'],
    ['a non-object parameter', '{"id":1,"connect":"token"}'],
    ['a command before connect', '{"id":1,"subscribe":{"channel":"guest"}}'],
  ])('closes with 3501 bad request on %s', async (_name, frame) => {
    const raw = await openRawSocket(node.wsUrl);
    raw.send(frame);
    expect((await raw.closed).code).toBe(3501);
  });

  it('closes with 3501 on a binary frame and on a second connect', async () => {
    const binary = await openRawSocket(node.wsUrl);
    binary.send(Buffer.from([0x0a, 0x0b]));
    expect((await binary.closed).code).toBe(3501);

    const twice = await connected();
    twice.send(JSON.stringify({ id: 2, connect: { token: token({ sub: '7' }) } }));
    expect((await twice.closed).code).toBe(3501);
  });

  it('closes with 1009 on a frame over the size limit (the SDK stops: message size limit)', async () => {
    const raw = await connected();
    raw.send(JSON.stringify({ id: 2, subscribe: { channel: 'x'.repeat(5000) } }));
    expect((await raw.closed).code).toBe(1009);
  });

  it('answers tokens: none 101, expired 109, forged or a channel token 3500', async () => {
    const none = await openRawSocket(node.wsUrl);
    none.send(JSON.stringify({ id: 1, connect: {} }));
    expect(await none.reply()).toMatchObject({ id: 1, error: { code: 101 } });
    none.socket.close();

    const expired = await openRawSocket(node.wsUrl);
    expired.send(JSON.stringify({ id: 1, connect: { token: token({ sub: '7', expiresIn: -1 }) } }));
    expect(await expired.reply()).toMatchObject({ id: 1, error: { code: 109 } });
    expired.socket.close();

    const forged = await openRawSocket(node.wsUrl);
    const other = signJwt('another-secret-of-at-least-32-characters!', { sub: '7', exp: 4_000_000_000 });
    forged.send(JSON.stringify({ id: 1, connect: { token: other } }));
    expect((await forged.closed).code).toBe(3500);

    const channelToken = await openRawSocket(node.wsUrl);
    channelToken.send(JSON.stringify({ id: 1, connect: { token: token({ sub: '7', channel: 'guest' }) } }));
    expect((await channelToken.closed).code).toBe(3500);
  });

  it('answers unknown methods 104, client publishes 103, history and presence 108, and stays open', async () => {
    const raw = await connected();
    raw.send(JSON.stringify({ id: 2, teleport: {} }));
    expect(await raw.reply()).toMatchObject({ id: 2, error: { code: 104 } });
    raw.send(JSON.stringify({ id: 3, publish: { channel: 'guest', data: { type: 'setBalance' } } }));
    expect(await raw.reply()).toMatchObject({ id: 3, error: { code: 103 } });
    raw.send(JSON.stringify({ id: 4, history: { channel: 'guest' } }));
    expect(await raw.reply()).toMatchObject({ id: 4, error: { code: 108 } });
    raw.send(JSON.stringify({ id: 5, presence: { channel: 'guest' } }));
    expect(await raw.reply()).toMatchObject({ id: 5, error: { code: 108 } });
    raw.send(JSON.stringify({ id: 6, ping: {} }));
    expect(await raw.reply()).toEqual({ id: 6, ping: {} });
    raw.socket.close();
  });

  it("guards channels: unknown 102, another player's 103, twice 105, over the limit 106", async () => {
    const raw = await connected('7');
    const subscribe = async (id: number, channel: string, extra: object = {}) => {
      raw.send(JSON.stringify({ id, subscribe: { channel, ...extra } }));
      return raw.reply();
    };
    expect(await subscribe(2, 'private:secrets')).toMatchObject({ error: { code: 102 } });
    expect(await subscribe(3, personalChannel(8))).toMatchObject({ error: { code: 103 } });
    expect(await subscribe(4, personalChannel(7))).toMatchObject({ error: { code: 103 } });
    const own = token({ sub: '7', channel: personalChannel(7) });
    expect(await subscribe(5, personalChannel(7), { token: own })).toMatchObject({
      subscribe: { expires: true },
    });
    expect(await subscribe(6, personalChannel(7), { token: own })).toMatchObject({ error: { code: 105 } });
    expect(await subscribe(7, 'guest')).toEqual({ id: 7, subscribe: {} });
    expect(await subscribe(8, PUBLIC_CHANNELS.board)).toEqual({ id: 8, subscribe: {} });
    expect(await subscribe(9, PUBLIC_CHANNELS.jackpots)).toMatchObject({ error: { code: 106 } });
    raw.send(JSON.stringify({ id: 10, unsubscribe: { channel: 'guest' } }));
    expect(await raw.reply()).toEqual({ id: 10, unsubscribe: {} });
    expect(await subscribe(11, PUBLIC_CHANNELS.jackpots)).toEqual({ id: 11, subscribe: {} });
    raw.socket.close();
  });

  it('closes with 3500 on a channel token for another player or another channel', async () => {
    const stolen = await connected('7');
    const theirs = token({ sub: '8', channel: personalChannel(8) });
    stolen.send(JSON.stringify({ id: 2, subscribe: { channel: personalChannel(8), token: theirs } }));
    expect((await stolen.closed).code).toBe(3500);

    const swapped = await connected('7');
    const forGuest = token({ sub: '7', channel: 'guest' });
    swapped.send(JSON.stringify({ id: 2, subscribe: { channel: personalChannel(7), token: forGuest } }));
    expect((await swapped.closed).code).toBe(3500);
  });

  it("refuses a refresh with another user's token (3500) and an expired one (3005)", async () => {
    const other = await connected('7');
    other.send(JSON.stringify({ id: 2, refresh: { token: token({ sub: '' }) } }));
    expect((await other.closed).code).toBe(3500);

    const expired = await connected('7');
    expired.send(JSON.stringify({ id: 2, refresh: { token: token({ sub: '7', expiresIn: -5 }) } }));
    expect((await expired.closed).code).toBe(3005);

    const fine = await connected('7');
    fine.send(JSON.stringify({ id: 2, refresh: { token: token({ sub: '7', expiresIn: 60 }) } }));
    expect(await fine.reply()).toMatchObject({ id: 2, refresh: { expires: true, ttl: 60 } });
    fine.socket.close();
  });

  it('closes a subscription whose token expired without sub_refresh (3006)', async () => {
    const raw = await connected('7');
    const own = signJwt(node.testApp.config.pushTokenSecret, {
      sub: '7',
      channel: personalChannel(7),
      exp: node.testApp.app.push.tokens.nowSeconds() + 10,
    });
    raw.send(JSON.stringify({ id: 2, subscribe: { channel: personalChannel(7), token: own } }));
    expect(await raw.reply()).toMatchObject({ id: 2, subscribe: { ttl: 10 } });
    node.testApp.clock.advance(60 * 1000);
    node.testApp.app.push.hub.checkLiveness();
    expect((await raw.closed).code).toBe(3006);
    node.testApp.clock.advance(-60 * 1000);
  });

  it('closes with 3502 when no connect comes in time, and 3012 when pings go unanswered', async () => {
    const silent = await openRawSocket(node.wsUrl);
    expect((await silent.closed).code).toBe(3502);

    const deaf = await connected('7');
    expect((await deaf.closed).code).toBe(3012);
  });

  it('keeps a client that answers pings', async () => {
    const raw = await connected('7');
    raw.socket.on('message', (data) => {
      if (data.toString() === '{}') raw.send('{}');
    });
    await sleep(1200);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('answers a flood with 111 and then closes it with 3013', async () => {
    const raw = await connected('7');
    const frame = Array.from({ length: 90 }, (_, index) => JSON.stringify({ id: index + 2, ping: {} })).join(
      '\n',
    );
    raw.send(frame);
    const replies = [];
    for (let index = 0; index < 90; index++) replies.push(await raw.reply());
    const refused = replies.filter((reply) => (reply.error as { code?: number } | undefined)?.code === 111);
    expect(refused.length).toBeGreaterThan(30);
    expect(refused[0]).toMatchObject({ error: { temporary: true } });
    raw.send(frame);
    expect((await raw.closed).code).toBe(3013);
  });

  it('closes with 3501 on a frame of more commands than allowed', async () => {
    const raw = await connected('7');
    raw.send(Array.from({ length: 101 }, () => '{}').join('\n'));
    expect((await raw.closed).code).toBe(3501);
  });
});
