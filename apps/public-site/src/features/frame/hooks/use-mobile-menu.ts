import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The width from which the menu starts open (spec §9). */
const MENU_OPEN_FROM = 1024;
const isWide = () => window.innerWidth >= MENU_OPEN_FROM;
// The header's markup is the same for every screen (the stylesheet lays it out), so the server's
// guess only sets where the menu starts: closed, as on a phone, the screen most readers have.
const isWideOnServer = () => false;

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The public menu (spec §4): starts closed below 1024 px and open above, and follows resizes across
 * that line. Resizes that stay on one side (a phone's keyboard opening) leave the visitor's choice alone.
 */
export function useMobileMenu() {
  const wide = useSyncExternalStore(subscribeToResize, isWide, isWideOnServer);
  // The visitor's own choice, valid for the side of the line it was made on.
  const [choice, setChoice] = useState<{ wide: boolean; open: boolean } | undefined>(undefined);
  // Crossing the line forgets the choice, so crossing back starts from that side's default again.
  if (choice && choice.wide !== wide) setChoice(undefined);
  const open = choice?.wide === wide ? choice.open : wide;

  const locked = open && !wide;
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  const toggle = useCallback(() => setChoice({ wide, open: !open }), [wide, open]);
  /** Closing only applies to the small-screen panel; the wide navigation is always shown. */
  const close = useCallback(() => {
    if (!wide) setChoice({ wide: false, open: false });
  }, [wide]);
  const show = useCallback(() => {
    if (!wide) setChoice({ wide: false, open: true });
  }, [wide]);

  return { open, wide, toggle, close, show };
}
