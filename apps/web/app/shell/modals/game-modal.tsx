import { TaxIdView } from '../../features/cash/tax-id/tax-id-view';
import { GameCompetitionBlock } from '../../features/competitions/game-block/game-competition-block';
import { GameModal } from '../../features/games/game-modal/game-modal';
import { openProtectionBlock } from '../../features/responsible/protection-blocks';
import { SessionFigures } from '../../features/responsible/session-figures';
import { useAppData } from '../../lib/app-data';
import type { ModalBodyProps } from '../../lib/modals/modal-registry';
import { LazyPauseNotice } from '../pause-banner';

/** The tax ID a real-money game asks for, in the Game modal and worded for play (spec section 5, `requestInn`). */
function TaxIdToPlay({ onSaved }: { onSaved: () => void }) {
  const { player } = useAppData().appMain;
  return <TaxIdView currency={player.currency} purpose="play" onSaved={onSaved} onBack={null} />;
}

const PARTS = {
  sessionFigures: <SessionFigures tone="game" />,
  onProtectionBlock: openProtectionBlock,
  pauseNotice: <LazyPauseNotice place="game" />,
  taxIdForm: TaxIdToPlay,
  competitionLine: (props: { gameId: number | null; isMoney: boolean }) => (
    <GameCompetitionBlock {...props} />
  ),
};

/**
 * The Game modal with what player protection adds to it (the session's figures, the refusals it explains, the
 * notice of a pause in force), the cash desk's tax-ID form and the line of the competition the game counts for.
 */
export default function GameModalWithProtection(props: ModalBodyProps) {
  return <GameModal {...props} parts={PARTS} />;
}
