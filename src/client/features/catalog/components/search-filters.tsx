import { type FormEvent } from 'react';

import { Button } from '../../../components/ui/button.tsx';
import { PhoneFold } from '../../../components/ui/phone-fold.tsx';
import { useFacets, useModels } from '../api/catalog-queries.ts';
import { CategoryOptions, ChoicesError, filterFieldClass, filterLabelClass } from './filter-fields.tsx';


interface SearchFiltersProps {
  values: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
  onClear: () => void;
}

/** The /search sidebar: selects apply at once, typed fields on submit. Folds away on a phone. */
export function SearchFilters({ values, onChange, onClear }: SearchFiltersProps) {
  const facets = useFacets();
  const models = useModels(values.make || undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onChange({ partNumber: text('partNumber'), q: text('q') });
  };
  const modelNames = [...new Set((models.data ?? []).map((model) => model.name))];
  // Folded on a phone, the panel still says what the results are filtered by.
  const active = [values.q && `“${values.q}”`, values.partNumber, values.year, values.make, values.model, values.category].filter(Boolean).join(', ');

  // Open beside the results on a wide screen; folded above them on a phone.
  return (
    <PhoneFold
      wideFrom="lg"
      summary={<>Filters{active ? <span className="font-normal text-stone-600 group-open:hidden">: {active}</span> : null}</>}
      title={<h2>Filters</h2>}
      className="self-start rounded-lg border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-4"
      summaryClassName="font-semibold"
      titleClassName="font-semibold"
    >
      <ChoicesError facets={facets} models={models} />
      <form onSubmit={submit} className="mt-4 space-y-4" aria-label="Search filters">
        <div>
          <label htmlFor="filter-make" className={filterLabelClass}>Make</label>
          <select id="filter-make" className={filterFieldClass} value={values.make} onChange={(e) => onChange({ make: e.target.value || undefined, model: undefined })}>
            <option value="">Any make</option>
            {facets.data?.makes.map((make) => <option key={make} value={make}>{make}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="filter-model" className={filterLabelClass}>Model</label>
          <select id="filter-model" className={filterFieldClass} value={values.model} disabled={!values.make} onChange={(e) => onChange({ model: e.target.value || undefined })}>
            <option value="">{values.make ? 'Any model' : 'Choose a make first'}</option>
            {values.model && !modelNames.includes(values.model) ? <option value={values.model}>{values.model}</option> : null}
            {modelNames.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="filter-year" className={filterLabelClass}>Year</label>
          <select id="filter-year" className={filterFieldClass} value={values.year} onChange={(e) => onChange({ year: e.target.value || undefined })}>
            <option value="">Any year</option>
            {facets.data?.years.map((year) => <option key={year} value={year}>{year}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="filter-category" className={filterLabelClass}>Category</label>
          <select id="filter-category" className={filterFieldClass} value={values.category} onChange={(e) => onChange({ category: e.target.value || undefined })}>
            <CategoryOptions sections={facets.data?.sections} />
          </select>
        </div>
        <div>
          <label htmlFor="filter-part-number" className={filterLabelClass}>Part number</label>
          <input id="filter-part-number" name="partNumber" key={values.partNumber} defaultValue={values.partNumber} className={filterFieldClass} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="filter-keyword" className={filterLabelClass}>Keyword</label>
          <input id="filter-keyword" name="q" type="search" key={values.q} defaultValue={values.q} className={filterFieldClass} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1">Search</Button>
          <Button variant="secondary" className="flex-1" onClick={onClear}>Clear Search</Button>
        </div>
      </form>
    </PhoneFold>
  );
}
