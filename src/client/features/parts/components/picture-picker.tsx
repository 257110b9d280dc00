import { type DragEvent, useId, useRef, useState } from 'react';

import { imageFileProblem, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PART } from '../../../../domain/images.ts';

interface PicturePickerProps {
  /** How many more pictures the part may take. */
  room: number;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  onProblem: (message: string) => void;
}

/** Choose pictures with the file dialog or by dropping them; checked here before they are sent. */
export function PicturePicker({ room, disabled, onFiles, onProblem }: PicturePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) return onProblem(room === 0 ? 'A part can have at most 5 pictures' : `A part can have at most 5 pictures: choose ${room} or fewer`);
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) return onProblem(`${file.name}: ${problem}`);
    }
    onFiles(files);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- dropping files is the mouse's shortcut; the keyboard's way is the file input inside
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-stone-50'}`}
    >
      <label htmlFor={`${id}-file`} className={`cursor-pointer rounded-md bg-white px-4 py-2.5 font-semibold text-stone-900 shadow-sm ring-1 ring-stone-300 hover:bg-stone-100 ${disabled || room === 0 ? 'pointer-events-none opacity-60' : ''}`}>
        Add pictures
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        disabled={disabled || room === 0}
        className="sr-only"
        onChange={(event) => take(event.target.files)}
      />
      <p className="text-sm text-stone-600">or drop them here. JPEG, PNG, WebP, GIF or AVIF, under {MAX_IMAGE_BYTES / 1024 / 1024} MB each, at most {MAX_IMAGES_PER_PART} per part ({room} more).</p>
    </div>
  );
}
