/** A header cell: its text, and `end` for a column aligned right (numbers, actions). */
export type Column = string | { label: string; end: true };

/** The header row of a list: one `<th scope="col">` per column. */
export function HeadRow({ columns }: { columns: readonly Column[] }) {
  return (
    <tr>
      {columns.map((column) => {
        const { label, end } = typeof column === 'string' ? { label: column, end: false } : column;
        return (
          <th key={label} scope="col" className={end ? 'text-end' : undefined}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
