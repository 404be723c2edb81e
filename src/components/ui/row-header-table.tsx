/** The class names of one look of a RowHeaderTable; `headCell` may style the first column apart. */
export interface RowHeaderTableLook {
  table: string;
  thead?: string;
  headRow?: string;
  headCell: (column: number) => string;
  tbody?: string;
  bodyRow?: string;
  rowHead: string;
  cell: string;
}

/**
 * A table whose first cell in each row names the row (a `th scope="row"`), with a caption for
 * screen readers: the content pages' fee tables and the dashboard's chart tables.
 */
export function RowHeaderTable({
  caption,
  head,
  rows,
  look,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  look: RowHeaderTableLook;
}) {
  return (
    <table className={look.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={look.thead}>
        <tr className={look.headRow}>
          {head.map((h, i) => (
            <th key={h} scope="col" className={look.headCell(i)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={look.tbody}>
        {rows.map((row) => (
          <tr key={row.join('|')} className={look.bodyRow}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className={look.rowHead}>
                  {cell}
                </th>
              ) : (
                <td key={i} className={look.cell}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
