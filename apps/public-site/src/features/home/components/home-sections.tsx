import type { ReactNode } from 'react';
import './home-sections.css';

/**
 * The home page's sections in the spec's order, which is also the order read aloud and tabbed
 * through; on a phone the latest news is drawn first (home-sections.css).
 */
export function HomeSections({ children }: { children: ReactNode }) {
  return <div className="home-sections">{children}</div>;
}
