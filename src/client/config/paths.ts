/** Every URL of the app in one place. */
export const paths = {
  home: '/',
  about: '/about',
  shop: '/shop',
  contact: '/contact',
  catalog: '/catalog',
  sites: '/sites',
  search: (params?: URLSearchParams | Record<string, string>) => {
    const query = new URLSearchParams(params).toString();
    return query ? `/search?${query}` : '/search';
  },
  part: (id: number | string) => `/part/${id}`,
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
  },
} as const;
