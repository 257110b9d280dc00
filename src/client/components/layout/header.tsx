import { type ReactNode, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { paths } from '../../../domain/paths.ts';
import { shopName } from '../../lib/site.ts';
import { ArrowheadLogo, CloseIcon, MenuIcon, SettingsIcon } from '../ui/icons.tsx';

const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.catalog, label: '1926-1960 Digital Catalog' },
  { to: paths.sites, label: 'Other Sites' },
] as const;

/** The site's header; `cart` is the cart's display (the app passes it in: shared components import no feature). */
export function Header({ cart }: { cart?: ReactNode }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page folds it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');

  return (
    <header className="bg-stone-950 text-stone-100">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded">
          <ArrowheadLogo />
          <span className="truncate font-display text-lg font-bold tracking-wide sm:text-xl">{shopName()}</span>
        </Link>
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <NavList className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          {cart}
          {inAdmin ? (
            <Link to={paths.home} title="Back to Site" aria-label="Back to Site" className="rounded-md p-2.5 hover:bg-stone-800">
              <SettingsIcon />
            </Link>
          ) : (
            <Link to={paths.admin.root} title="Admin Dashboard" aria-label="Admin Dashboard" className="rounded-md p-2.5 hover:bg-stone-800">
              <SettingsIcon />
            </Link>
          )}
          <button
            type="button"
            className="rounded-md p-2.5 hover:bg-stone-800 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div className="h-1 bg-linear-to-r from-brand-800 via-stone-300 to-brand-800" aria-hidden />
      {menuOpen ? (
        <nav id="mobile-nav" aria-label="Main" className="border-t border-stone-800 px-4 py-2 lg:hidden">
          <NavList className="flex flex-col" />
        </nav>
      ) : null}
    </header>
  );
}

function NavList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === paths.home}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2.5 text-sm font-semibold tracking-wide uppercase ${isActive ? 'bg-brand-800 text-white' : 'text-stone-200 hover:bg-stone-800 hover:text-white'}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
