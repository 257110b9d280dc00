import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import {
  type Category,
  type CategoryInput,
  CategorySchema,
  CategoryTreeSchema,
  type CategoryUpdate,
  type Section,
  type SectionInput,
  SectionSchema,
  type SectionUpdate,
} from '../../../../domain/category.schema.ts';
import { apiFetch, atVersion } from '../../../lib/api-client.ts';
import { useRefreshAfterSave } from '../../../lib/saved-in-lists.ts';

const keys = {
  tree: ['admin', 'categories', 'tree'] as const,
  category: (id: number) => ['admin', 'categories', 'category', id] as const,
  sections: ['admin', 'categories', 'sections'] as const,
  section: (id: number) => ['admin', 'categories', 'section', id] as const,
};

export const useCategoryTree = () => useQuery({ queryKey: keys.tree, queryFn: () => apiFetch('/api/admin/categories', CategoryTreeSchema), staleTime: 0 });
export const useCategory = (id: number) =>
  useQuery({ queryKey: keys.category(id), queryFn: () => apiFetch(`/api/admin/categories/${id}`, CategorySchema), staleTime: 0, refetchOnMount: 'always' });
export const useSections = () => useQuery({ queryKey: keys.sections, queryFn: () => apiFetch('/api/admin/sections', z.array(SectionSchema)), staleTime: 0 });
export const useSection = (id: number) =>
  useQuery({ queryKey: keys.section(id), queryFn: () => apiFetch(`/api/admin/sections/${id}`, SectionSchema), staleTime: 0, refetchOnMount: 'always' });

/**
 * After any change: the admin lists, the dashboard, the parts (a rename changes them) and the shop's filters;
 * a thing saved shows in the lists that hold it (`shownIn`) as saved until they are read again.
 */
const useRefresh = (shownIn: QueryKey[] = []) => useRefreshAfterSave({ stale: [['admin', 'categories'], ['admin', 'dashboard'], ['admin', 'parts'], ['catalog']], shownIn });

export function useCreateCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: CategoryInput) => apiFetch('/api/admin/categories', CategorySchema, { method: 'POST', body: JSON.stringify(input) }), onSuccess: refresh });
}

/** Saves a category, naming the version its form was opened from (CategoryUpdate). */
export function useUpdateCategory(id: number) {
  const refresh = useRefresh([keys.tree]);
  return useMutation({ mutationFn: (update: CategoryUpdate) => apiFetch(`/api/admin/categories/${id}`, CategorySchema, { method: 'PUT', body: JSON.stringify(update) }), onSuccess: refresh });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  // Refused or not, the list is read again: a category changed meanwhile then shows as it is now.
  return useMutation({ mutationFn: (category: Category) => apiFetch(atVersion(`/api/admin/categories/${category.id}`, category), z.undefined(), { method: 'DELETE' }), onSettled: () => refresh() });
}

export function useCreateSection() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: SectionInput) => apiFetch('/api/admin/sections', SectionSchema, { method: 'POST', body: JSON.stringify(input) }), onSuccess: refresh });
}

/** Saves a section, naming the version its form was opened from (SectionUpdate). */
export function useUpdateSection(id: number) {
  const refresh = useRefresh([keys.tree, keys.sections]);
  return useMutation({ mutationFn: (update: SectionUpdate) => apiFetch(`/api/admin/sections/${id}`, SectionSchema, { method: 'PUT', body: JSON.stringify(update) }), onSuccess: refresh });
}

export function useDeleteSection() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (section: Section) => apiFetch(atVersion(`/api/admin/sections/${section.id}`, section), z.undefined(), { method: 'DELETE' }), onSettled: () => refresh() });
}
