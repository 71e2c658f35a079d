/** A row of the catalog page: a category, or a sub-category of one. */
export type EntryKind = 'category' | 'subCategory';

export interface EntryRef {
  kind: EntryKind;
  id: string;
  name: string;
}

/** The admin path of one entry (rename and delete share it). */
export function entryPath({ kind, id }: Pick<EntryRef, 'kind' | 'id'>): string {
  const id_ = encodeURIComponent(id);
  return kind === 'category' ? `/categories/${id_}` : `/subcategories/${id_}`;
}
