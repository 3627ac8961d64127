import type { ReactNode } from 'react';

/**
 * A region of a page named by its heading (an `h2` drawn as `h5`); `titleId`, the heading's id, may
 * name other elements too (a form of the section).
 */
export function Section({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}
