import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CategoryInput, Section } from '../../../../domain/category.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { CategoryForm } from './category-form.tsx';

const SECTIONS: Section[] = [
  { id: 3, name: 'LIGHTING & LENSES', description: '', categoryCount: 5, updatedAt: '2026-11-01T00:00:00.000Z' },
  { id: 8, name: 'NOS', description: '', categoryCount: 2, updatedAt: '2026-11-01T00:00:00.000Z' },
];

function renderForm(props: { sectionId?: number; saving?: boolean } = {}) {
  const onSubmit = vi.fn<(values: CategoryInput) => void>();
  const page = renderPage(<CategoryForm sections={SECTIONS} saving={props.saving ?? false} cancelTo="/admin/categories" onSubmit={onSubmit} sectionId={props.sectionId} />);
  return { ...page, onSubmit };
}

describe('the category form', () => {
  it("says SPEC's messages when the section and the name are missing", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(await screen.findByText('Please select a section')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts in the section whose Add link opened it, and sends the category with its name trimmed', async () => {
    const { user, onSubmit } = renderForm({ sectionId: 8 });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Section' }).value).toBe('8');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' NOS Lenses ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Boxed GM lenses.');
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ sectionId: 8, name: 'NOS Lenses', description: 'Boxed GM lenses.' });
  });

  it('holds every field and says "Saving..." while a save is on its way, with Cancel waiting', () => {
    renderForm({ sectionId: 3, saving: true });
    expect(screen.getByRole('textbox', { name: 'Name' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving...' }).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('aria-disabled')).toBe('true');
  });
});
