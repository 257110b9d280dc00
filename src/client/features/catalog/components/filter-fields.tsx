import type { Facets } from '../../../../domain/catalog.schema.ts';

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
