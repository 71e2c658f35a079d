import type { Media } from '@stamp/shared/schemas/catalog';
import type { ReactNode } from 'react';
import { ItemPage } from '../../features/catalog/routes/ItemPage';
import { DesignEditor } from '../../features/editor/components/DesignEditor';
import { DesignEditorStill } from '../../features/editor/components/DesignEditorStill';
import { useHydrated } from '../../hooks/use-hydrated';

/** `/{itemId}`: the catalog's item page with the editor's editor on it (features never import each other). */
export function ItemRoute() {
  return <ItemPage Editor={ItemEditor} />;
}

/** The editor's controls once the browser has the page; its still preview in the server's HTML. */
function ItemEditor(props: { media: Media; details: ReactNode }) {
  return useHydrated() ? <DesignEditor {...props} /> : <DesignEditorStill {...props} />;
}
