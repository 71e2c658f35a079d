import type { AdminMedia, MediaUpdateBody } from '@stamp/shared/schemas/admin-catalog';
import type { CreativeType } from '@stamp/shared/schemas/catalog';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { useAdminSubCategories } from '../../api/admin-catalog-lists';
import { useUpdateMedia } from '../../api/media-item';
import { CREATIVE_TYPES } from '../../lib/media-filters';
import { t } from '../../messages';
import { CREATIVE_LABELS, selectClass } from './labels';
import { SubCategorySelect } from './SubCategorySelect';
import { TagsInput } from './TagsInput';

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** Title (English and Hindi), tags, creative type and sub-category; only what changed is sent. */
export function DetailsForm({ item }: { item: AdminMedia }) {
  const update = useUpdateMedia();
  const subCategories = useAdminSubCategories();
  const [title, setTitle] = useState(item.title);
  const [titleHi, setTitleHi] = useState(item.titleHi ?? '');
  const [tags, setTags] = useState(item.tags);
  const [creativeType, setCreativeType] = useState<CreativeType>(item.creativeType);
  const [subCategoryId, setSubCategoryId] = useState(item.subCategory._id);
  const creativeId = useId();
  const subId = useId();

  const changes: MediaUpdateBody = {};
  if (title.trim() !== item.title) changes.title = title.trim();
  if (titleHi.trim() !== (item.titleHi ?? '')) changes.titleHi = titleHi.trim() || null;
  if (!sameTags(tags, item.tags)) changes.tags = tags;
  if (creativeType !== item.creativeType) changes.creativeType = creativeType;
  if (subCategoryId !== item.subCategory._id) changes.subCategoryId = subCategoryId;
  const changed = Object.keys(changes).length > 0;
  const fields = update.error?.fields ?? {};

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) update.mutate({ id: item._id, changes });
      }}
    >
      <Field
        label={t('console.media.title')}
        value={title}
        maxLength={160}
        required
        error={fields.title ?? (title.trim() ? undefined : t('console.media.titleRequired'))}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field
        label={t('console.media.hindiTitle')}
        lang="hi"
        value={titleHi}
        maxLength={160}
        placeholder="दिवाली की शुभकामनाएँ"
        hint={t('console.media.hindiTitleHint')}
        error={fields.titleHi}
        onChange={(event) => setTitleHi(event.target.value)}
      />
      <TagsInput tags={tags} onChange={setTags} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={creativeId} className="text-sm font-medium">
            {t('console.media.creativeType')}
          </label>
          <select
            id={creativeId}
            className={`${selectClass} h-11`}
            value={creativeType}
            onChange={(event) => setCreativeType(event.target.value as CreativeType)}
          >
            {CREATIVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {CREATIVE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={subId} className="text-sm font-medium">
            {t('console.festivals.subCategory')}
          </label>
          <SubCategorySelect
            id={subId}
            className={`${selectClass} h-11`}
            subCategories={subCategories.data ?? []}
            emptyLabel={t('console.media.chooseSub')}
            value={subCategoryId}
            onChange={(event) => setSubCategoryId(event.target.value || item.subCategory._id)}
          />
        </div>
      </div>
      <Button
        type="submit"
        className="self-start"
        busy={update.isPending}
        disabled={!changed || !title.trim()}
      >
        {t('console.media.saveChanges')}
      </Button>
    </form>
  );
}
