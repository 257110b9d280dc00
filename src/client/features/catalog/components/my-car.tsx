import { type FormEvent, useId, useState } from 'react';

import { describeCar, partFitsCar } from '../../../../domain/my-car.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneFold } from '../../../components/ui/phone-fold.tsx';
import { useFacets, useModels } from '../api/catalog-queries.ts';
import { useMyCar } from '../hooks/use-my-car.ts';
import { filterFieldClass, filterLabelClass } from './filter-fields.tsx';

/** Year, then make, then model: the visitor's car, remembered in the browser. */
function MyCarPicker({ onSaved }: { onSaved?: () => void }) {
  const id = useId();
  const [, setCar] = useMyCar();
  const facets = useFacets();
  const [year, setYear] = useState('');
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const models = useModels(make || undefined);
  const modelNames = [...new Set((models.data ?? []).filter((m) => !year || (m.yearStart <= Number(year) && Number(year) <= m.yearEnd)).map((m) => m.name))];

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!year || !make || !model) return;
    setCar({ year: Number(year), make, model });
    onSaved?.();
  };

  return (
    <form onSubmit={save} className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end" aria-label="Choose my car">
      <div>
        <label htmlFor={`${id}-year`} className={filterLabelClass}>Year</label>
        <select id={`${id}-year`} className={filterFieldClass} value={year} onChange={(e) => { setYear(e.target.value); setModel(''); }}>
          <option value="">Choose a year</option>
          {facets.data?.years.map((y) => <option key={y} value={y}>{y}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-make`} className={filterLabelClass}>Make</label>
        <select id={`${id}-make`} className={filterFieldClass} value={make} disabled={!year} onChange={(e) => { setMake(e.target.value); setModel(''); }}>
          <option value="">{year ? 'Choose a make' : 'Choose a year first'}</option>
          {facets.data?.makes.map((m) => <option key={m} value={m}>{m}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-model`} className={filterLabelClass}>Model</label>
        <select id={`${id}-model`} className={filterFieldClass} value={model} disabled={!make} onChange={(e) => setModel(e.target.value)}>
          <option value="">{make ? (modelNames.length ? 'Choose a model' : `No ${make} models for ${year}`) : 'Choose a make first'}</option>
          {modelNames.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </div>
      <Button type="submit" disabled={!year || !make || !model}>Save my car</Button>
    </form>
  );
}

/** Shows the remembered car with a one-click clear, or offers to choose one. */
export function MyCarBar({ applied }: { applied?: boolean }) {
  const [car, setCar] = useMyCar();
  const [choosing, setChoosing] = useState(false);
  return (
    <section aria-label="My car" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      {car && !choosing ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-stone-800">
            <span className="font-semibold">My car:</span> {describeCar(car)}
            {applied === undefined ? null : (
              <span className="ml-2 text-sm text-stone-600">{applied ? '(showing parts that fit it)' : '(not applied: this search names its own vehicle)'}</span>
            )}
          </p>
          <div className="ml-auto flex gap-2">
            <Button variant="secondary" onClick={() => setChoosing(true)}>Change</Button>
            <Button variant="secondary" onClick={() => setCar(null)}>Clear my car</Button>
          </div>
        </div>
      ) : car ? (
        <>
          <p className="mb-3 font-semibold text-stone-800">Change my car</p>
          <MyCarPicker onSaved={() => setChoosing(false)} />
        </>
      ) : (
        <FoldedPicker />
      )}
    </section>
  );
}

/**
 * The picker offered to a visitor with no car: folded on a phone, where its three fields above the results
 * filled the first screen; open on a wider screen, where they make one row.
 */
function FoldedPicker() {
  const invitation = 'Choose your car to see only the parts that fit it';
  return (
    <PhoneFold wideFrom="sm" summary={invitation} title={<p>{invitation}</p>} summaryClassName="font-semibold text-stone-800" titleClassName="font-semibold text-stone-800">
      <div className="mt-3">
        <MyCarPicker />
      </div>
    </PhoneFold>
  );
}

/** On a part page: whether the part fits the remembered car. */
export function FitmentNote({ part }: { part: { yearStart: number; yearEnd: number; make: string; model: string } }) {
  const [car] = useMyCar();
  if (!car) return null;
  return partFitsCar(part, car) ? (
    <p className="mt-4 inline-flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 font-semibold text-green-800">Fits your {describeCar(car)}</p>
  ) : (
    <p className="mt-4 inline-flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 font-semibold text-amber-900">Does not fit your {describeCar(car)}</p>
  );
}

