import { BREAKPOINTS } from '@station/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

const isWide = () => window.innerWidth >= BREAKPOINTS.publicMobileMenu;

/**
 * The public menu (spec §4): starts closed below 1024 px and open above, and follows resizes across
 * that line. Resizes that stay on one side (a phone's keyboard opening) leave the visitor's choice alone.
 */
export function useMobileMenu() {
  const [wide, setWide] = useState(isWide);
  const [open, setOpen] = useState(isWide);
  const wideRef = useRef(wide);

  useEffect(() => {
    const onResize = () => {
      const next = isWide();
      if (next === wideRef.current) return;
      wideRef.current = next;
      setWide(next);
      setOpen(next);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const locked = open && !wide;
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  /** Closing only applies to the small-screen panel; the wide navigation is always shown. */
  const close = useCallback(() => {
    if (!wideRef.current) setOpen(false);
  }, []);

  return { open, wide, toggle, close };
}
