import { GameModal } from '../../features/games/game-modal/game-modal';
import { openProtectionBlock } from '../../features/responsible/protection-blocks';
import { SessionFigures } from '../../features/responsible/session-figures';
import type { ModalBodyProps } from '../../lib/modals/modal-registry';

const PARTS = { sessionFigures: <SessionFigures tone="game" />, onProtectionBlock: openProtectionBlock };

/** The Game modal with what player protection adds to it: the session's figures and the refusals it explains. */
export default function GameModalWithProtection(props: ModalBodyProps) {
  return <GameModal {...props} parts={PARTS} />;
}
