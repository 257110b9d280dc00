import type { Facets } from '../../../../domain/catalog.schema.ts';

export const filterFieldClass = 'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-700';
export const filterLabelClass = 'block text-sm font-semibold text-stone-800';

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
