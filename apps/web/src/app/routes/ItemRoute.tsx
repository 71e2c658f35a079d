import { ItemPage } from '../../features/catalog/routes/ItemPage';
import { DesignEditor } from '../../features/editor/components/DesignEditor';

/** `/{itemId}`: the catalog's item page with the editor's editor on it (features never import each other). */
export function ItemRoute() {
  return <ItemPage Editor={DesignEditor} />;
}
