import type { ReactNode } from 'react';

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="section-title">
      {children}
    </h2>
  );
}
