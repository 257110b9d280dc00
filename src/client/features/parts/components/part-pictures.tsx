import { useEffect, useState } from 'react';

import { IMAGE_MESSAGES, type Part } from '../../../../domain/part.schema.ts';
import { MAX_IMAGES_PER_PART, partImageUrl } from '../../../../domain/images.ts';
import { useRemoveImage, useReorderImages, useUploadImages } from '../api/parts-api.ts';
import { PicturePicker } from './picture-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';

const smallButton = 'rounded border border-stone-300 bg-white px-2 py-1 text-xs font-semibold hover:bg-stone-100 disabled:opacity-50';

/** A saved part's pictures: add, remove and reorder at once; the first is the main picture. */
export function PartPictures({ part, onChanged }: { part: Part; onChanged: (part: Part) => void }) {
  const upload = useUploadImages(part.id, onChanged);
  const remove = useRemoveImage(part.id, onChanged);
  const reorder = useReorderImages(part.id, onChanged);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending || reorder.isPending;

  const run = <T,>(action: (value: T) => Promise<Part>, value: T, fallback: string) => {
    setProblem(null);
    action(value).catch((error: Error) => setProblem(error.message || fallback));
  };
  const move = (index: number, by: number) => {
    const order = [...part.images];
    const [key] = order.splice(index, 1);
    order.splice(index + by, 0, key!);
    run(reorder.mutateAsync, order, 'Failed to save the new order. Please try again.');
  };

  return (
    <div className="space-y-3" aria-busy={busy}>
      {problem ? <Alert className="text-sm">{problem}</Alert> : null}
      {part.images.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {part.images.map((key, index) => (
            <li key={key} className="rounded-lg border border-stone-200 bg-white p-2">
              <img src={partImageUrl(key, 320)} alt={`${part.name} (${index + 1} of ${part.images.length})`} className="aspect-square w-full rounded object-cover" width={320} height={320} />
              <p className="mt-1 text-xs font-semibold text-stone-700">{index === 0 ? 'Main picture' : `Picture ${index + 1}`}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <button type="button" className={smallButton} disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move picture ${index + 1} earlier`}>←</button>
                <button type="button" className={smallButton} disabled={busy || index === part.images.length - 1} onClick={() => move(index, 1)} aria-label={`Move picture ${index + 1} later`}>→</button>
                <button type="button" className={`${smallButton} text-red-700`} disabled={busy} onClick={() => run(remove.mutateAsync, key, IMAGE_MESSAGES.removeFailed)} aria-label={`Remove picture ${index + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">No pictures yet: the shop shows a placeholder.</p>
      )}
      <PicturePicker
        room={MAX_IMAGES_PER_PART - part.images.length}
        disabled={busy}
        onProblem={setProblem}
        onFiles={(files) => run(upload.mutateAsync, files, IMAGE_MESSAGES.uploadFailed)}
      />
      {upload.isPending ? <p role="status" className="text-sm text-stone-700">Uploading…</p> : null}
    </div>
  );
}

/** A chosen file shown before upload, read as a data URL (nothing to release afterwards). */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setSrc(String(reader.result));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return src ? <img src={src} alt={alt} className="aspect-square w-full rounded object-cover" /> : <div className="aspect-square w-full animate-pulse rounded bg-stone-100" />;
}

/** A new part's pictures: kept in the browser and uploaded once the part is saved. */
export function PendingPictures({ files, onChange, disabled, copied }: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** The pictures of the part a duplicate copies, and whether they are to be copied (they come first). */
  copied?: { part: Part; chosen: boolean; onChosen: (chosen: boolean) => void };
}) {
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      {problem ? <Alert className="text-sm">{problem}</Alert> : null}
      {copied && copied.part.images.length ? (
        <div className="space-y-2 rounded-md border border-stone-200 p-3">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="size-5 accent-brand-700" checked={copied.chosen} disabled={disabled} onChange={(event) => copied.onChosen(event.target.checked)} />
            Copy the {copied.part.images.length === 1 ? 'picture' : `${copied.part.images.length} pictures`} of {copied.part.sku}
          </label>
          <ol className={`grid grid-cols-3 gap-2 sm:grid-cols-5 ${copied.chosen ? '' : 'opacity-40'}`}>
            {copied.part.images.map((key, index) => (
              <li key={key}><img src={partImageUrl(key, 320)} alt={`${copied.part.name} (${index + 1} of ${copied.part.images.length})`} className="aspect-square w-full rounded object-cover" width={320} height={320} /></li>
            ))}
          </ol>
        </div>
      ) : null}
      {files.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="rounded-lg border border-stone-200 bg-white p-2">
              <FilePreview file={file} alt={`New, ${index + 1} of ${files.length}: ${file.name}`} />
              <p className="mt-1 truncate text-xs font-semibold text-stone-700">{index === 0 ? 'Main picture' : file.name}</p>
              <button type="button" className={`${smallButton} mt-1 text-red-700`} disabled={disabled} onClick={() => onChange(files.filter((_, i) => i !== index))} aria-label={`Remove picture ${index + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <PicturePicker
        room={MAX_IMAGES_PER_PART - files.length - (copied?.chosen ? copied.part.images.length : 0)}
        disabled={disabled}
        onProblem={setProblem}
        onFiles={(added) => {
          setProblem(null);
          onChange([...files, ...added]);
        }}
      />
    </div>
  );
}
