import { CardCatalog } from './catalog';
import { EMBEDDED_CARDS } from './embedded';

// Its own module so that a caller needing only the embedded catalog does not load the whole core
// through index.ts (the classifier, the database reader, the battle walk).

let embedded: CardCatalog | undefined;
/** The catalog of the cards the seed documents name, built once on first use. */
export function embeddedCatalog(): CardCatalog {
  embedded ??= new CardCatalog(EMBEDDED_CARDS);
  return embedded;
}
