import type { ReactNode } from 'react';

export interface ConsoleColumn {
  label: string;
  /** Figures: right-aligned, in tabular digits. */
  isNumber?: boolean;
}

/**
 * A console list as a table (docs/product.md#staff-console): its caption (for screen readers only
 * unless `isCaptionShown`), a header cell per column, and the rows the page gives, scrolling
 * sideways on a narrow window.
 */
export function ConsoleTable({
  caption,
  isCaptionShown = false,
  columns,
  children,
}: {
  caption: string;
  isCaptionShown?: boolean;
  columns: ConsoleColumn[];
  children: ReactNode;
}) {
  return (
    <div className="data-table-scroll">
      <table className="data-table">
        <caption className={isCaptionShown ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.isNumber ? 'admin-number' : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
