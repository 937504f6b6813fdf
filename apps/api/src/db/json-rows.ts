import { type Column, getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A table's rows as one JSON value inside a larger statement, and back: for a statement that
 * answers them beside other things, in one round trip. A row travels as a JSON array of its
 * columns in the table's order, and is decoded as Drizzle decodes each column, so it comes back
 * as a select of the table would answer it.
 */
export function jsonRows<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)) as Array<[string, Column]>;
  const row = sql`json_build_array(${sql.join(
    columns.map(([, column]) => column),
    sql`, `,
  )})`;
  return {
    /** Every row the statement's FROM and WHERE find, as a JSON array (empty, never null), in `order`. */
    aggregate: (order: SQL): SQL => sql`COALESCE(json_agg(${row} ORDER BY ${order}), '[]')`,
    /** The rows `aggregate` answered. */
    decode(found: unknown): InferSelectModel<T>[] {
      return (found as unknown[][]).map(
        (values) =>
          Object.fromEntries(
            columns.map(([name, column], index) => {
              const value = values[index];
              return [name, value === null ? null : column.mapFromDriverValue(value)];
            }),
          ) as InferSelectModel<T>,
      );
    },
  };
}
