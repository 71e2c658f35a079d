import type { AdminSubCategory } from '@stamp/shared/schemas/admin-catalog';
import type { SelectHTMLAttributes } from 'react';
import { t } from '../../messages';
import { selectClass } from './labels';

/** Sub-categories grouped under their category; hidden ones say so. */
export function SubCategorySelect({
  subCategories,
  emptyLabel,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  subCategories: readonly AdminSubCategory[];
  /** The first option (no choice yet, or "All"). */
  emptyLabel: string;
}) {
  const groups = new Map<string, AdminSubCategory[]>();
  for (const sub of subCategories) {
    const list = groups.get(sub.category.name) ?? [];
    list.push(sub);
    groups.set(sub.category.name, list);
  }
  return (
    <select className={selectClass} {...rest}>
      <option value="">{emptyLabel}</option>
      {[...groups].map(([category, subs]) => (
        <optgroup key={category} label={category}>
          {subs.map((sub) => (
            <option key={sub._id} value={sub._id}>
              {sub.hidden || sub.categoryHidden
                ? t('console.media.subHidden', { name: sub.name })
                : sub.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
