import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { Make, ModelInput, VehicleModel } from '../../../../domain/vehicle.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { ModelForm } from './model-form.tsx';

const MAKES: Make[] = [
  { id: 1, name: 'Oakland', modelCount: 0, partCount: 0, updatedAt: '2026-11-29T10:00:00.000Z' },
  { id: 2, name: 'Pontiac', modelCount: 0, partCount: 0, updatedAt: '2026-11-29T10:00:00.000Z' },
];

type User = ReturnType<typeof renderForm>['user'];

/** Types a model into the form's fields, as the owner would. */
async function fill(user: User, model: { make: string; name: string; start: string; end: string; allYears: string }) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), model.make);
  await user.type(screen.getByRole('textbox', { name: 'Model Name' }), model.name);
  await user.type(screen.getByRole('spinbutton', { name: 'Start Year' }), model.start);
  await user.type(screen.getByRole('spinbutton', { name: 'End Year' }), model.end);
  await user.type(screen.getByRole('textbox', { name: 'All Years' }), model.allYears);
}

function renderForm() {
  const onSubmit = vi.fn<(values: ModelInput) => void>();
  const page = renderPage(<ModelForm makes={MAKES} saving={false} cancelTo="/models" onSubmit={onSubmit} />, { pages: ['/models'] });
  return { ...page, onSubmit };
}

describe('the vehicle model form', () => {
  it("says SPEC's messages beside the fields it refuses, and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Please select a make')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Model Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Model name is required').id).toBe(name.getAttribute('aria-describedby'));
    expect(screen.getByRole('spinbutton', { name: 'Start Year' }).getAttribute('aria-describedby')).toBe('model-year-start-error');
    expect(screen.getAllByText('Invalid year format')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end year before the start, a year outside 1900-2040 and an All Years outside the range', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { make: 'Pontiac', name: 'Chieftain', start: '1958', end: '1949', allYears: '1949-1958' });
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('End year cannot be before start year')).toBeTruthy();

    await user.clear(screen.getByRole('spinbutton', { name: 'Start Year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Start Year' }), '1899');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Start year must be between 1900 and 2040')).toBeTruthy();

    await user.clear(screen.getByRole('spinbutton', { name: 'Start Year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Start Year' }), '1949');
    await user.clear(screen.getByRole('spinbutton', { name: 'End Year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'End Year' }), '1954');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText("1955 is outside the model's years 1949-1954")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the model once every field is right, its years read from the All Years text', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, { make: 'Pontiac', name: '  Chieftain ', start: '1949', end: '1958', allYears: '1949-1951, 1953' });
    await user.type(screen.getByRole('textbox', { name: 'Production Periods' }), 'Series 25{Enter}Series 27');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ makeId: 2, name: 'Chieftain', yearStart: 1949, yearEnd: 1958, allYears: '1949-1951, 1953', productionPeriods: ['Series 25', 'Series 27'] });
  });

  it('asks before its unsaved changes are left for another page, and stays or leaves as told', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Model Name' }), 'Star Chief');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/Your changes to the new model are not saved/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/here');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Model Name' }).value).toBe('Star Chief');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: '/models' })).toBeTruthy();
  });

  it("keeps a model's years together when a reload after a refused save meets years the other changed", async () => {
    const opened: VehicleModel = {
      id: 7, makeId: 2, make: 'Pontiac', name: 'Chieftain', allYears: '1949-1954', yearStart: 1949, yearEnd: 1954, productionPeriods: [],
      overlaps: false, importStatus: null, createdAt: '2026-11-29T10:00:00.000Z', updatedAt: '2026-11-29T10:00:00.000Z',
    };
    // Meanwhile someone renamed it and started it a year later: its name is theirs, its years all the admin's.
    const theirs = { ...opened, name: 'Chieftain Deluxe', yearStart: 1950, allYears: '1950-1954', updatedAt: '2026-11-29T11:00:00.000Z' };
    function EditPage() {
      const [shown, setShown] = useState({ model: opened, reloads: 0 });
      return (
        <>
          <button type="button" onClick={() => setShown({ model: theirs, reloads: 1 })}>Reload model</button>
          <ModelForm initial={shown.model} reloads={shown.reloads} makes={MAKES} saving={false} cancelTo="/models" onSubmit={() => undefined} />
        </>
      );
    }
    const { user } = renderPage(<EditPage />, { pages: ['/models'] });
    const end = screen.getByRole('spinbutton', { name: 'End Year' });
    await user.clear(end);
    await user.type(end, '1958');
    await user.clear(screen.getByRole('textbox', { name: 'All Years' }));
    await user.type(screen.getByRole('textbox', { name: 'All Years' }), '1949-1958');
    await user.click(screen.getByRole('button', { name: 'Reload model' }));

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Model Name' }).value).toBe('Chieftain Deluxe');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Start Year' }).value).toBe('1949');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'End Year' }).value).toBe('1958');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'All Years' }).value).toBe('1949-1958');
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('The form now shows the vehicle model as saved by someone else, who changed Model Name, Start Year and All Years.');
    expect(note.textContent).toContain('You both changed this; yours is in the form, theirs was:All Years: 1950-1954');
    expect(note.textContent).toContain('Start Year goes with what you changed, so the form keeps it as you had it; theirs was:Start Year: 1950');
    expect(document.activeElement).toBe(note);
  });
});
