/**
 * The bar under the game: balance and last win, the game's own settings and stake, and the button that plays.
 * On phones it is two rows (amounts above, stake and button below); from tablets up, one.
 */
export function ControlBar({
  readouts,
  settings,
  stake,
  action,
}: {
  readouts: React.ReactNode;
  /** The game's own choices (direction, cash-out, chips): a row of their own above the bar. */
  settings?: React.ReactNode;
  stake: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <div className="shrink-0 border-t border-line bg-surface-1/95 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-5 sm:py-3">
      {settings ? <div className="mx-auto mb-2.5 w-full max-w-5xl">{settings}</div> : null}
      <div className="mx-auto grid w-full max-w-5xl grid-cols-[1fr_auto] items-center gap-x-2 sm:gap-x-3 gap-y-2.5 md:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="col-span-2 grid auto-cols-fr grid-flow-col gap-3 md:col-span-1">{readouts}</div>
        <div className="min-w-0">{stake}</div>
        <div className="justify-self-end">{action}</div>
      </div>
    </div>
  );
}
