import { CRASH_STREAM_PATH, type CrashLiveState, crashLiveStateSchema } from '@casino/contracts';
import { useEffect, useState } from 'react';

export interface CrashLive {
  state: CrashLiveState | null;
  /** Server time minus this browser's, measured at the last state: the round's times read on the server's clock. */
  offsetMs: number;
}

/**
 * The live round over the studio's stream (server-sent events): the state at once, then each change. The
 * browser's EventSource reconnects by itself after a drop, and the first event after it is the state again.
 */
export function useCrashLive(): CrashLive {
  const [live, setLive] = useState<CrashLive>({ state: null, offsetMs: 0 });
  useEffect(() => {
    const source = new EventSource(CRASH_STREAM_PATH);
    source.addEventListener('state', (event) => {
      const parsed = crashLiveStateSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      setLive({ state: parsed.data, offsetMs: Date.parse(parsed.data.serverTime) - Date.now() });
    });
    return () => source.close();
  }, []);
  return live;
}
