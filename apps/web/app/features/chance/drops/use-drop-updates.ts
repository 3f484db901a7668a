import { PUBLIC_CHANNELS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLoadMessages, useTranslation } from '../../../lib/i18n';
import { usePublicChannel } from '../../../lib/realtime/public-channels';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { DROPS_KEY } from './drops-endpoints';
import { prizeDropToast, starDropToast } from './prize-drop-toast';

/**
 * The drops as push tells of them, on every page: a prize dropped to anyone (the drops channel) or to the player,
 * and stars dropped to the player, each told by a notice when the spec's rule says so, and the drops read again. A
 * winner hears of their prize twice (everyone's message and their own); the drop is told once.
 */
export function useDropUpdates(): void {
  const queryClient = useQueryClient();
  const { t, lang } = useTranslation();
  const loadMessages = useLoadMessages();
  const told = useRef(new Set<number>());
  usePublicChannel(PUBLIC_CHANNELS.drops);
  usePushHandler('prizeDrops', (message) => {
    void queryClient.invalidateQueries({ queryKey: DROPS_KEY });
    // The notice's words are read outside a render: their namespace is loaded first.
    void loadMessages('chance').then(() => {
      const shown = told.current.has(message.data.id) ? null : prizeDropToast(message.data, lang, t);
      if (!shown) return;
      told.current.add(message.data.id);
      toast(shown);
    });
  });
  usePushHandler('playerStarDrops', (message) => {
    void queryClient.invalidateQueries({ queryKey: DROPS_KEY });
    void loadMessages('chance').then(() => toast(starDropToast(message.data, t)));
  });
}
