import type { ReactNode } from 'react';

interface SheetSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of a sheet or a fiche: a `<section>` named by its small uppercase heading. */
export function SheetSection({ id, title, className, children }: SheetSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="h6 text-uppercase text-secondary">
        {title}
      </h3>
      {children}
    </section>
  );
}
