import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label / value pairs of a fiche, as a description list. */
/** `single` for a narrow panel: one pair per line. */
export function DetailList({ items, single = false }: { items: Detail[]; single?: boolean }) {
  return (
    <dl className="row mb-0">
      {items.map((item) => (
        <div
          key={item.label}
          className={`col-12 ${single ? '' : 'col-md-6 '}d-flex flex-column flex-sm-row border-bottom py-2`}
        >
          <dt className="col-sm-5 fw-semibold text-secondary">{item.label}</dt>
          <dd className="col-sm-7 mb-0 text-break">{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
