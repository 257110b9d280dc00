import { labelClass } from './form-field.tsx';

/** The "Sort by" select of a list, its choices given as value → label. */
export function SortSelect<Value extends string>({ id, value, labels, onChange }: { id: string; value: Value; labels: Record<Value, string>; onChange: (value: Value) => void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>Sort by</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} className="mt-1 block min-h-11 rounded-md border border-stone-300 bg-white px-2">
        {(Object.keys(labels) as Value[]).map((option) => <option key={option} value={option}>{labels[option]}</option>)}
      </select>
    </div>
  );
}
