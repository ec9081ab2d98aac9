// Tables keyed by words from a user's file (a battle, a card script, a database) are read through
// here: `table["constructor"]` on an object literal finds Object's own members (issue 19).

/** The table's own value for `key`; undefined for a key it does not hold itself ("__proto__", "toString"). */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
