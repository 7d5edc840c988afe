import initSqlJs, { type SqlJsStatic } from 'sql.js';

let sqlJs: Promise<SqlJsStatic> | undefined;

/**
 * sql.js stays an external dependency of the bundled server, so its loader finds sql-wasm.wasm next to itself
 * in node_modules both from the sources and from dist/main.js.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs().catch((error: unknown) => {
    sqlJs = undefined;
    throw error;
  });
  return sqlJs;
}
