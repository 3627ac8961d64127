import type { ReactNode } from 'react';

/**
 * A band of the home page under its centred title, which names it: `id` is the navbar's anchor
 * (`#services`), the title's id is `<id>-title`; `light` gives the band its grey background.
 */
export function HomeSection({
  id,
  title,
  light,
  children,
}: {
  id: string;
  title: string;
  light?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={light ? 'py-5 bg-light' : 'py-5'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="text-center mb-4">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
