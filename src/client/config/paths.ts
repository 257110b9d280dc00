/** Every URL of the app in one place. */
export const paths = {
  home: '/',
  about: '/about',
  shop: '/shop',
  contact: '/contact',
  askAboutPart: (sku: string) => `/contact?${new URLSearchParams({ part: sku })}`,
  catalog: '/catalog',
  sites: '/sites',
  search: (params?: URLSearchParams | Record<string, string>) => {
    const query = new URLSearchParams(params).toString();
    return query ? `/search?${query}` : '/search';
  },
  part: (id: number | string) => `/part/${id}`,
  cart: '/cart',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    parts: '/admin/parts',
    partsInCategory: (category: string) => `/admin/parts?${new URLSearchParams({ category })}`,
    newPart: '/admin/parts/new',
    editPart: (id: number | string) => `/admin/parts/${id}/edit`,
    categories: '/admin/categories',
    newCategory: '/admin/categories/new',
    editCategory: (id: number | string) => `/admin/categories/${id}/edit`,
    newCategorySection: '/admin/categories/sections/new',
    sections: '/admin/sections',
    newSection: '/admin/sections/new',
    editSection: (id: number | string) => `/admin/sections/${id}/edit`,
    messages: '/admin/messages',
    message: (id: number | string) => `/admin/messages/${id}`,
    orders: '/admin/orders',
    order: (id: number | string) => `/admin/orders/${id}`,
    settings: '/admin/settings',
    /** A CSV download of a list (parts, categories, vehicles): a file, not a page. */
    export: (kind: 'parts' | 'categories' | 'vehicles' | 'order-requests') => `/api/admin/exports/${kind}.csv`,
    vehicles: '/admin/vehicle-management',
    newModel: '/admin/vehicle-management/new',
    editModel: (id: number | string) => `/admin/vehicle-management/${id}/edit`,
    newMake: '/admin/vehicle-management/makes/new',
    editMake: (id: number | string) => `/admin/vehicle-management/makes/${id}/edit`,
  },
} as const;
