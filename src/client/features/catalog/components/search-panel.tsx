import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../../domain/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { searchParams, useFacets, useModels } from '../api/catalog-queries.ts';
import { useMyCar } from '../hooks/use-my-car.ts';
import { CategoryOptions, ChoicesError, filterFieldClass, filterLabelClass } from './filter-fields.tsx';


/** The home page's search: year, make, model, category, part number and keyword, sent to /search. */
export function SearchPanel() {
  const id = useId();
  const navigate = useNavigate();
  const facets = useFacets();
  const [car, setCar] = useMyCar();
  const [remember, setRemember] = useState(true);
  const [year, setYear] = useState(car ? String(car.year) : '');
  const [make, setMake] = useState(car?.make ?? '');
  const [model, setModel] = useState(car?.model ?? '');
  const [category, setCategory] = useState('');
  const [partNumber, setPartNumber] = useState('');
  const [keyword, setKeyword] = useState('');
  const models = useModels(make || undefined);

  const modelChoices = [...new Set((models.data ?? []).filter((m) => !year || (m.yearStart <= Number(year) && m.yearEnd >= Number(year))).map((m) => m.name))];

  const wholeCar = Boolean(year && make && model);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (wholeCar && remember) setCar({ year: Number(year), make, model });
    navigate(paths.search(searchParams({ year, make, model, category, partNumber, q: keyword })));
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-stone-900">
        Find the part that fits your car
      </h2>
      <ChoicesError facets={facets} models={models} />
      {/* Three in a row at most: six left each field too narrow for its words in the page's 1,280 px ("Choose a mal…" at 1,024). */}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={`${id}-year`} className={filterLabelClass}>Year</label>
          <select id={`${id}-year`} className={filterFieldClass} value={year} onChange={(e) => setYear(e.target.value)}>
            <option value="">Any year</option>
            {facets.data?.years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-make`} className={filterLabelClass}>Make</label>
          <select
            id={`${id}-make`}
            className={filterFieldClass}
            value={make}
            onChange={(e) => {
              setMake(e.target.value);
              setModel('');
            }}
          >
            <option value="">Any make</option>
            {facets.data?.makes.map((m) => <option key={m} value={m}>{m}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-model`} className={filterLabelClass}>Model</label>
          <select id={`${id}-model`} className={filterFieldClass} value={model} onChange={(e) => setModel(e.target.value)} disabled={!make}>
            <option value="">{make ? 'Any model' : 'Choose a make first'}</option>
            {modelChoices.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={filterLabelClass}>Category</label>
          <select id={`${id}-category`} className={filterFieldClass} value={category} onChange={(e) => setCategory(e.target.value)}>
            <CategoryOptions sections={facets.data?.sections} />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-part-number`} className={filterLabelClass}>Part number</label>
          <input id={`${id}-part-number`} className={filterFieldClass} value={partNumber} onChange={(e) => setPartNumber(e.target.value)} placeholder="e.g. 977-5196" autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-keyword`} className={filterLabelClass}>Keyword</label>
          <input id={`${id}-keyword`} type="search" className={filterFieldClass} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="e.g. hood ornament" />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-4">
        {wholeCar ? (
          <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember this car as my car
          </label>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
          <SearchIcon /> Search
        </button>
      </div>
    </form>
  );
}
