import { lazy, Suspense, useCallback, useState } from 'react';
import { BottomTabBar } from './bottom-tab-bar';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The mobile tab bar and the menu sheet it opens. The sheet's code (and the dialog library) loads on the
 * first touch of the menu tab, so pages that never open it do not pay for it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const prepare = useCallback(() => {
    void loadSheet();
  }, []);
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);

  return (
    <>
      <BottomTabBar
        menuOpen={open}
        onPrepareMenu={prepare}
        onOpenMenu={() => {
          setRequested(true);
          setOpen(true);
        }}
      />
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
