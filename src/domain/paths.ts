/** Every URL of the app in one place: the pages link with it, and the server with it in its e-mails, sitemap and page tags. */
export const paths = {
  home: '/',
  about: '/about',
  shop: '/shop',
  contact: '/contact',
  askAboutPart: (sku: string) => `/contact?${new URLSearchParams({ part: sku })}`,
  /** The Contact page asked about a part the catalogue did not show: "rochester 4gc for a 1955 Pontiac". */
  askAboutSearch: (wanted: string, partNumber?: string) => `/contact?${new URLSearchParams({ wanted, ...(partNumber ? { part: partNumber } : {}) })}`,
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
    /** A new part starting from a copy of this one (Duplicate). */
    copyPart: (id: number | string) => `/admin/parts/new?${new URLSearchParams({ copy: String(id) })}`,
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
    /** The audit log, page by page; `kind` narrows it (ACTIVITY_KINDS). */
    activity: '/admin/activity',
    security: '/admin/security',
    /** A CSV download of a list (parts, categories, vehicles, order requests): a file, not a page; the parts file holds the parts the list shows with `filter`. */
    export: (kind: 'parts' | 'categories' | 'vehicles' | 'order-requests', filter: Record<string, string | undefined> = {}) => {
      const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
      return `/api/admin/exports/${kind}.csv${query ? `?${query}` : ''}`;
    },
    vehicles: '/admin/vehicle-management',
    newModel: '/admin/vehicle-management/new',
    editModel: (id: number | string) => `/admin/vehicle-management/${id}/edit`,
    newMake: '/admin/vehicle-management/makes/new',
    editMake: (id: number | string) => `/admin/vehicle-management/makes/${id}/edit`,
  },
} as const;
