// YGOPRODeck's public API (https://ygoprodeck.com/api-guide/): the whole card list as one JSON,
// in the shape readYgoprodeckJson reads, and a small endpoint naming the database version.
// Only the addresses and the answer's shape live here: the caller does the fetching.

/** Every card, with its text: `{ "data": [ { "name", "type", "frameType", "desc", ... } ] }`. */
export const YGOPRODECK_CARDINFO_URL = 'https://db.ygoprodeck.com/api/v7/cardinfo.php';

/** `[ { "database_version": "...", "last_update": "..." } ]`: changes when cards are added or fixed. */
export const YGOPRODECK_VERSION_URL = 'https://db.ygoprodeck.com/api/v7/checkDBVer.php';

/** The version the version endpoint names, or undefined for an answer of another shape. */
export function readDatabaseVersion(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  if (first === null || typeof first !== 'object') return undefined;
  const { database_version: version, last_update: updated } = first as { database_version?: unknown; last_update?: unknown };
  if (typeof version === 'string' || typeof version === 'number') return typeof updated === 'string' ? `${version} (${updated})` : String(version);
  return undefined;
}
