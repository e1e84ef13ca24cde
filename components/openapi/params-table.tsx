/**
 * The reference's one table shape (parameters, status codes): scrollable on its own when wider than
 * the column (focusable, so keyboard users can scroll it), a header row of `columns`, the rows given.
 */
export function ParamsTable({ columns, children }: { columns: string[]; children: React.ReactNode }) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className="params-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
