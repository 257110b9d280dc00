import type { UseQueryResult } from '@tanstack/react-query';

import type { Facets } from '../../../../domain/catalog.schema.ts';
import { LoadError } from './load-error.tsx';

export { inputClass as filterFieldClass, labelClass as filterLabelClass } from '../../../components/ui/form-field.tsx';

/** Category choices grouped under their sections (SPEC §9: upper-case sections are the headings). */
export function CategoryOptions({ sections }: { sections: Facets['sections'] | undefined }) {
  return (
    <>
      <option value="">All categories</option>
      {sections?.map((section) => (
        <optgroup key={section.id} label={section.name}>
          {section.categories.map((category) => (
            <option key={category.id} value={category.name}>
              {category.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/**
 * SPEC §8's words when the filter choices cannot be loaded: the facets give years, makes and
 * categories, the models their own list. One "Try again" asks again for what failed.
 */
export function ChoicesError({ facets, models }: { facets: UseQueryResult; models: UseQueryResult }) {
  const messages = [
    ...(facets.isError ? ['Failed to fetch years', 'Failed to fetch makes', 'Failed to fetch categories'] : []),
    ...(models.isError ? ['Failed to fetch models'] : []),
  ];
  if (messages.length === 0) return null;
  return (
    <LoadError
      messages={messages}
      onRetry={() => {
        if (facets.isError) void facets.refetch();
        if (models.isError) void models.refetch();
      }}
    />
  );
}
